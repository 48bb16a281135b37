import type { RefusalReason } from '@shop/domain';
import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { ErrorIllustration } from './ErrorIllustration.tsx';
import { BackHomeLink, NotFoundContent, RefusalContent } from './ErrorPageContents.tsx';
import * as styles from './ErrorPage.css.ts';
import { errorPageTitles, illustrationFor, inSiteHref } from './errorPageVariants.ts';
import { RefreshIcon } from '../../../design-system/primitives/Icon/icons.ts';

export interface ErrorPageProps {
  /**
   * HTTP-like status of the error: 404 shows the not-found screen, 403 with a `refusal` says why
   * this customer may not use the page and what to do, anything else the bare error screen.
   */
  status: number;
  /** Why a 403 page refuses this customer (the guard's reason). */
  refusal?: RefusalReason;
  /** The country site's home page, e.g. `/es-es`. */
  homeHref: string;
  /** The contact page (404 and 403). */
  contactHref: string;
  /** Content the shop places on the 404 page (placement ERROR_PAGE), e.g. popular products. */
  relatedContent?: ReactNode;
  /**
   * Called when the customer follows any link to a page of this shop from the error screen
   * (before the router navigates), so the storefront leaves its error state.
   */
  onLeave?: (href: string) => void;
  /** The Refresh button; reloads the page by default. */
  onRefresh?: () => void;
  /**
   * Whether the screen renders the document's `<title>` (React puts it in the head). A host that
   * writes the head itself, as the storefront's server render does, turns it off: a server render
   * of the body alone would otherwise leave a second `<title>` in the body.
   */
  withDocumentTitle?: boolean;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLDivElement>;
}

/** The 404 and the 500 (or 400) screens of spec section 2, with their document titles, and our 403. */
export function ErrorPage({
  ref,
  status,
  refusal,
  homeHref,
  contactHref,
  relatedContent,
  onLeave,
  onRefresh,
  withDocumentTitle = true,
}: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => rootRef.current as HTMLDivElement);

  // One listener for every in-site link on the screen, the related-content slot included.
  const onLeaveRef = useRef(onLeave);
  useEffect(() => {
    onLeaveRef.current = onLeave;
  });
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const listener = (event: MouseEvent) => {
      const href = inSiteHref(event);
      if (href !== undefined) onLeaveRef.current?.(href);
    };
    root.addEventListener('click', listener);
    return () => root.removeEventListener('click', listener);
  }, []);

  if (status === 404) {
    return (
      <div ref={rootRef} className={styles.screen}>
        <NotFoundContent
          homeHref={homeHref}
          contactHref={contactHref}
          relatedContent={relatedContent}
          withDocumentTitle={withDocumentTitle}
        />
      </div>
    );
  }

  if (status === 403 && refusal) {
    return (
      <div ref={rootRef} className={styles.screen}>
        <RefusalContent
          refusal={refusal}
          homeHref={homeHref}
          contactHref={contactHref}
          withDocumentTitle={withDocumentTitle}
        />
      </div>
    );
  }

  const illustration = illustrationFor(status);
  return (
    <div ref={rootRef} className={styles.screen}>
      {withDocumentTitle ? <title>{errorPageTitles.other}</title> : null}
      <h1 className={styles.heading}>
        <ErrorIllustration
          status={illustration}
          label={t('serverError.illustration', { status: illustration })}
        />
      </h1>
      <div className={styles.actions}>
        <BackHomeLink homeHref={homeHref} />
        <Button
          tone="neutral"
          variant="soft"
          icon={<Icon icon={RefreshIcon} />}
          onClick={onRefresh ?? (() => window.location.reload())}
        >
          {t('serverError.refresh')}
        </Button>
      </div>
    </div>
  );
}
ErrorPage.displayName = 'ErrorPage';
