import type { Cart } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../features/data/ApiClientProvider.tsx';
import { useCountrySite } from '../features/data/CountrySiteContext.tsx';
import { Alert } from '../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../design-system/primitives/Button/Button.tsx';
import { Spinner } from '../design-system/primitives/Spinner/Spinner.tsx';
import { constructorQueries } from './data/constructorQueries.ts';
import { readDraft } from './data/localDraft.ts';
import { ConstructorEditor } from './editor/ConstructorEditor.tsx';
import * as styles from './editor/Editor.css.ts';
import { fromApiDocument } from './model/index.ts';

export interface ConstructorScreenProps {
  /** The article being designed (`/create/{article_id}`). */
  articleId: number;
  /** A saved design of the customer to reopen. */
  designId?: string;
  /** After each save: the lead can put the design id in the address so a reload reopens it. */
  onDesignSaved?: (design: { designId: string; revision: number }) => void;
  onAddedToCart?: (cart: Cart) => void;
}

/**
 * The constructor page body: loads the article's product template (and the saved design when
 * reopening one), restores the local copy if it holds newer work, and opens the editor.
 */
export function ConstructorScreen({
  articleId,
  designId,
  onDesignSaved,
  onAddedToCart,
}: ConstructorScreenProps) {
  const { t } = useTranslation('constructor');
  const client = useApiClient();
  const { brand } = useCountrySite();
  // The first save gives a new design its id, which the route then puts in the address. That is
  // the design already open: reopening it would drop the editor's undo history and selection.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const openedId = designId === createdId ? undefined : designId;
  const template = useQuery(constructorQueries.template(client, articleId));
  const design = useQuery({
    ...constructorQueries.design(client, brand, openedId ?? ''),
    enabled: openedId !== undefined,
  });

  const opening = useMemo(() => {
    if (!template.data || (openedId !== undefined && !design.data)) return null;
    const tpl = template.data.template;
    const draft = readDraft(articleId, tpl.id);
    const saved = design.data?.design;
    // The local copy is written on every change, so when it belongs to the same design (or to
    // a new one, before the first save) it is at least as recent as the server's.
    const draftMatches = draft && (openedId === undefined ? true : draft.designId === openedId);
    if (draft && draftMatches) {
      const savedRevision = saved?.revision ?? null;
      return {
        template: tpl,
        doc: draft.doc,
        library: draft.library,
        design:
          draft.designId && draft.revision !== null
            ? { id: draft.designId, revision: Math.max(draft.revision, savedRevision ?? 0) }
            : null,
        dirty: true,
      };
    }
    return {
      template: tpl,
      doc: saved ? fromApiDocument(tpl, saved.document) : undefined,
      library: [],
      design: saved ? { id: saved.id, revision: saved.revision } : null,
      dirty: false,
    };
  }, [articleId, design.data, openedId, template.data]);

  const failed = template.isError || design.isError;
  if (failed)
    return (
      <div className={styles.editor}>
        <Alert
          tone="critical"
          action={
            <Button
              size="small"
              variant="soft"
              tone="neutral"
              onClick={() => void (template.isError ? template.refetch() : design.refetch())}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      </div>
    );
  if (!opening)
    return (
      <div className={styles.editor}>
        <Spinner label={t('loading')} showLabel />
      </div>
    );
  return (
    <ConstructorEditor
      key={`${articleId}-${openedId ?? 'new'}`}
      template={opening.template}
      articleId={articleId}
      initialDoc={opening.doc}
      initialLibrary={opening.library}
      design={opening.design}
      initialDirty={opening.dirty}
      onDesignSaved={(saved) => {
        if (openedId === undefined) setCreatedId(saved.designId);
        onDesignSaved?.(saved);
      }}
      onAddedToCart={onAddedToCart}
    />
  );
}
