import type { Cart } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../features/data/ApiClientProvider.tsx';
import { useCountrySite } from '../features/data/CountrySiteContext.tsx';
import { Spinner } from '../design-system/primitives/Spinner/Spinner.tsx';
import { constructorQueries } from './data/constructorQueries.ts';
import { useOpenedDesign } from './data/useOpenedDesign.ts';
import { ConstructorEditor } from './editor/ConstructorEditor.tsx';
import * as styles from './editor/Editor.css.ts';
import { ConstructorLoadError } from './opening/ConstructorLoadError.tsx';
import { DesignChoice } from './opening/DesignChoice.tsx';
import { DesignRefused, isRefusedDesign } from './opening/DesignRefused.tsx';
import { editorOpening } from './opening/editorOpening.ts';
import { useDesignChoice } from './opening/useDesignChoice.ts';

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
  /** The token of the design's mailed link (`?design=…&token=…`): it opens the design here. */
  linkToken?: string;
  /** The design opened with its link's token: the lead may drop the token from the address. */
  onLinkOpened?: (designId: string) => void;
  /** The visitor is not logged in: a saved design offers "Send me a link". */
  guest?: boolean;
}

/**
 * The constructor page body: loads the article's product template (and the saved design when
 * reopening one), restores the local copy if it holds newer work, and opens the editor.
 */
export function ConstructorScreen(props: ConstructorScreenProps) {
  const { articleId, designId, onDesignSaved, guest = false } = props;
  const { t } = useTranslation('constructor');
  const client = useApiClient();
  const { brand } = useCountrySite();
  // The first save gives a new design its id, which the route then puts in the address. That is
  // the design already open: reopening it would drop the editor's undo history and selection.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const template = useQuery(constructorQueries.template(client, articleId));
  const { choice, choose, offered, waiting } = useDesignChoice({
    client,
    brand,
    articleId,
    designId,
    templateId: template.data?.template.id,
    onOpenDesign: props.onOpenDesign,
  });
  const { openedId, design, linkRefused } = useOpenedDesign({
    client,
    brand,
    choice,
    createdId,
    designId,
    linkToken: props.linkToken,
    onLinkOpened: props.onLinkOpened,
  });

  const opening = useMemo(() => {
    if (!template.data || (openedId !== undefined && !design.data)) return null;
    return editorOpening(articleId, template.data.template, openedId, design.data?.design);
  }, [articleId, design.data, openedId, template.data]);

  if (design.isError && isRefusedDesign(design.error))
    return (
      <DesignRefused
        error={design.error}
        articleId={articleId}
        designId={openedId ?? ''}
        linkRefused={linkRefused}
        onStartNew={() => choose({ kind: 'new' })}
      />
    );
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
  if (!opening || waiting)
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
      onAddedToCart={props.onAddedToCart}
      guest={guest}
    />
  );
}
