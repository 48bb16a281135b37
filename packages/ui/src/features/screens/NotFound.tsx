import { hrefOf, type CountrySite } from '@shop/domain';
import { ErrorPage } from '../fragments/ErrorPage/ErrorPage.tsx';
import { RelatedContent } from './RelatedContent.tsx';

/**
 * The not-found screen inside a page body, for a slug or id the product API does not know (found
 * out in the browser), with what the shop places on the 404 screen like the storefront's own.
 */
export function NotFound({ countrySite }: { countrySite: Pick<CountrySite, 'pathPrefix'> }) {
  return (
    <ErrorPage
      status={404}
      homeHref={hrefOf(countrySite, 'home')}
      contactHref={hrefOf(countrySite, 'contact')}
      relatedContent={<RelatedContent placement="ERROR_PAGE" />}
    />
  );
}
