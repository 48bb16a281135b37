import { hrefOf, type CountrySite } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../data/ApiClientProvider.tsx';
import { relatedContentQuery } from '../data/relatedContentQuery.ts';
import { ErrorPage } from '../fragments/ErrorPage/ErrorPage.tsx';
import { RelatedContent } from '../fragments/RelatedContent/RelatedContent.tsx';

/**
 * The not-found screen inside a page body, for a slug or id the product API does not know (found
 * out in the browser), with what the shop places on the 404 screen like the storefront's own.
 */
export function NotFound({ countrySite }: { countrySite: Pick<CountrySite, 'pathPrefix'> }) {
  const related = useQuery(relatedContentQuery(useApiClient(), 'ERROR_PAGE'));
  return (
    <ErrorPage
      status={404}
      homeHref={hrefOf(countrySite, 'home')}
      contactHref={hrefOf(countrySite, 'contact')}
      relatedContent={<RelatedContent placement="ERROR_PAGE" read={related} site={countrySite} />}
    />
  );
}
