import type { Cart } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../features/data/ApiClientProvider.tsx';
import { useCountrySite } from '../features/data/CountrySiteContext.tsx';
import { Spinner } from '../design-system/primitives/Spinner/Spinner.tsx';
import { constructorQueries, isMissingDesign } from './data/constructorQueries.ts';
import { readDraft, removeDraft } from './data/localDraft.ts';
import { ConstructorEditor } from './editor/ConstructorEditor.tsx';
import * as styles from './editor/Editor.css.ts';
import { ConstructorLoadError } from './opening/ConstructorLoadError.tsx';
import { DesignChoice } from './opening/DesignChoice.tsx';
import { DesignNotFound } from './opening/DesignNotFound.tsx';
import { editorOpening } from './opening/editorOpening.ts';

export interface ConstructorScreenProps {
  /** The article being designed (`/create/{article_id}`). */
  articleId: number;
  /** A saved design of the customer to reopen. */
  designId?: string;
  /** After each save: the lead can put the design id in the address so a reload reopens it. */
  onDesignSaved?: (design: { designId: string; revision: number }) => void;
  onAddedToCart?: (cart: Cart) => void;
  /**
   * The customer chose what to open: a design to continue, or a new one (`undefined`); the lead
   * puts it in the address (`?design=`), or leaves it out for a new one.
   */
  onOpenDesign?: (designId: string | undefined) => void;
}

/** What the customer chose before the editor opened: continue a design, or start a new one. */
type Choice = { kind: 'new' } | { kind: 'design'; designId: string } | null;

/**
 * The constructor page body: loads the article's product template (and the saved design when
 * reopening one), restores the local copy if it holds newer work, and opens the editor.
 */
export function ConstructorScreen({
  articleId,
  designId,
  onDesignSaved,
  onAddedToCart,
  onOpenDesign,
}: ConstructorScreenProps) {
  const { t } = useTranslation('constructor');
  const client = useApiClient();
  const { brand } = useCountrySite();
  // The first save gives a new design its id, which the route then puts in the address. That is
  // the design already open: reopening it would drop the editor's undo history and selection.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice>(null);
  const requestedId =
    choice?.kind === 'new' ? undefined : choice?.kind === 'design' ? choice.designId : designId;
  const openedId = requestedId === createdId ? undefined : requestedId;
  const template = useQuery(constructorQueries.template(client, articleId));
  const design = useQuery({
    ...constructorQueries.design(client, brand, openedId ?? ''),
    enabled: openedId !== undefined,
  });
  // Starting the product again (no design asked for, nothing chosen yet): is there one to continue?
  const asking = choice === null && designId === undefined;
  const saved = useQuery({
    ...constructorQueries.designsToContinue(client, brand, articleId),
    enabled: asking,
  });
  const unsavedDraft = template.data ? readDraft(articleId, template.data.template.id, null) : null;
  // A new design that never reached the server reopens as it was (a reload or a crash); a saved
  // one is the customer's to continue or to leave for a new one. A failed list opens a new one.
  const offered =
    asking && !unsavedDraft && saved.data && saved.data.length > 0 ? saved.data : null;
  // Nothing to continue: the new design is what the customer works on from now on, whatever the
  // list says after its first save.
  const nothingOffered = asking && !offered && (!saved.isPending || unsavedDraft !== null);
  if (nothingOffered) setChoice({ kind: 'new' });
  const choose = (next: Exclude<Choice, null>) => {
    if (next.kind === 'new') removeDraft(articleId, null);
    setChoice(next);
    onOpenDesign?.(next.kind === 'design' ? next.designId : undefined);
  };

  const opening = useMemo(() => {
    if (!template.data || (openedId !== undefined && !design.data)) return null;
    return editorOpening(articleId, template.data.template, openedId, design.data?.design);
  }, [articleId, design.data, openedId, template.data]);

  if (design.isError && isMissingDesign(design.error))
    return <DesignNotFound onStartNew={() => choose({ kind: 'new' })} />;
  const failed = template.isError || design.isError;
  if (failed)
    return (
      <ConstructorLoadError
        onRetry={() => void (template.isError ? template.refetch() : design.refetch())}
      />
    );
  if (offered)
    return (
      <DesignChoice
        designs={offered}
        onContinue={(designId) => choose({ kind: 'design', designId })}
        onStartNew={() => choose({ kind: 'new' })}
      />
    );
  if (!opening || (asking && !unsavedDraft && saved.isPending))
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
