import { hrefOf, type CountrySite } from '@shop/domain';
import { ErrorScreen } from '@shop/ui/features/fragments/ErrorScreen/ErrorScreen.tsx';
import { errorScreenTitles } from '@shop/ui/features/fragments/ErrorScreen/errorScreenVariants.ts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './errorReporting.ts';

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
    document.title = errorScreenTitles.other;
    reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { countrySite } = this.props;
    return (
      <ErrorScreen
        status={500}
        homeHref={hrefOf(countrySite, 'home')}
        contactHref={hrefOf(countrySite, 'contact')}
        withDocumentTitle={false}
      />
    );
  }
}
