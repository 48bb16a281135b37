import { hrefOf, type CountrySite } from '@shop/domain';
import { ErrorPage } from '@shop/ui/features/fragments/ErrorPage/ErrorPage.tsx';
import { errorPageTitles } from '@shop/ui/features/fragments/ErrorPage/errorPageVariants.ts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../client/errorReporting.ts';

interface Props {
  countrySite: CountrySite;
  children: ReactNode;
}

/**
 * Turns a page that failed to render into the 500 screen instead of a blank page, and reports it.
 * Keyed by the page in PageView (pageKeyOf), so following a link to another page renders it afresh.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The document's one <title> is the storefront's (PageView sets it per page): this page failed.
    document.title = errorPageTitles.other;
    reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { countrySite } = this.props;
    return (
      <ErrorPage
        status={500}
        homeHref={hrefOf(countrySite, 'home')}
        contactHref={hrefOf(countrySite, 'contact')}
        withDocumentTitle={false}
      />
    );
  }
}
