import { hrefOf, type Article } from '@shop/domain';
import { Heading } from '@shop/ui/design-system/primitives/Heading/Heading.tsx';
import { Price } from '@shop/ui/design-system/primitives/Price/Price.tsx';
import { Spinner } from '@shop/ui/design-system/primitives/Spinner/Spinner.tsx';
import { Stack } from '@shop/ui/design-system/primitives/Stack/Stack.tsx';
import { Text } from '@shop/ui/design-system/primitives/Text/Text.tsx';
import { useApiClient } from '@shop/ui/features/data/ApiClientProvider.tsx';
import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import { useCountrySite } from '@shop/ui/features/data/CountrySiteContext.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ConstructorScreenProps } from '@shop/ui/constructor';
import { defineRoute } from '../defineRoute.tsx';

// The editor and its canvas library load only when a customer opens the constructor, so no
// other route pays for them; the server sends the loading state (the route is not SSR'd).
const ConstructorScreen = lazy(() =>
  import('@shop/ui/constructor').then((module) => ({ default: module.ConstructorScreen })),
);

const shortDescriptionLength = 160;

/** The first words of an article's description as plain text, cut at a word: the page's summary. */
function shortDescription(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= shortDescriptionLength) return text;
  const cut = text.slice(0, shortDescriptionLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * What the product is, from the cache only: the server fetched it for a crawler, so the HTML names
 * the product, says what it is and what it costs; a visitor's editor does not wait for it.
 */
function ProductSummary({ articleId }: { articleId: number }) {
  const { t } = useTranslation('catalogue');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const { data } = useQuery({ ...catalogueQueries.article(client, articleId), enabled: false });
  const article: Article | undefined = data?.article;
  if (!article) return null;
  const price = article.prices.find((candidate) => candidate.currency === countrySite.currency);
  return (
    <Stack space="small">
      <Heading level={1}>{article.name}</Heading>
      <Text>{shortDescription(article.description_html)}</Text>
      {price ? (
        <Text>
          {t('fromPrice')}{' '}
          <Price
            amount={price.amount}
            originalAmount={price.original_amount ?? undefined}
            site={countrySite}
          />
        </Text>
      ) : null}
    </Stack>
  );
}

function EditorLoading({ articleId }: { articleId: number }) {
  const { t } = useTranslation('constructor');
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: '2rem',
        minHeight: '60vh',
        padding: '1rem',
      }}
    >
      <ProductSummary articleId={articleId} />
      <Spinner size="large" label={t('loading')} showLabel />
    </div>
  );
}

const subscribeNever = () => () => undefined;

/** False on the server and while hydrating, true afterwards: the editor never renders on the server. */
function useIsInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

function ConstructorPage(props: ConstructorScreenProps) {
  const inBrowser = useIsInBrowser();
  if (!inBrowser) return <EditorLoading articleId={props.articleId} />;
  return (
    <Suspense fallback={<EditorLoading articleId={props.articleId} />}>
      <ConstructorScreen {...props} />
    </Suspense>
  );
}

export default defineRoute('create', {
  props: ({ params, query }, customer) => ({
    articleId: params.article_id,
    designId: query.design,
    // The mailed link's token means something only with its design.
    linkToken: query.design === undefined ? undefined : query.token,
    guest: customer === null,
  }),
  // The article decides the page's status (an unknown one is 404), and a crawler's request
  // (force-ssr) gets its name, description and price in the HTML; a visitor's browser goes
  // straight to the editor.
  subject: ({ articleId }, client) => catalogueQueries.article(client, articleId),
  // The editor is a tool, not content: search engines may fetch it but should not list it.
  head: ({ articleId }, { client, queryClient }) => {
    const article = queryClient.getQueryData(
      catalogueQueries.article(client, articleId).queryKey,
    )?.article;
    return article
      ? {
          name: article.name,
          description: shortDescription(article.description_html),
          noindex: true,
        }
      : { noindex: true };
  },
  render: ({ articleId, designId, linkToken, guest }, { match, navigate }) => {
    const createHref = hrefOf(match.countrySite, 'create', { article_id: articleId });
    return (
      <ConstructorPage
        key={articleId}
        articleId={articleId}
        designId={designId}
        linkToken={linkToken}
        guest={guest}
        // Once the link opened the design, this browser may open it without the token: the
        // address keeps the design only, so the token is not left in the history or shared on.
        onLinkOpened={(opened) =>
          navigate(`${createHref}?design=${encodeURIComponent(opened)}`, { replace: true })
        }
        // The saved design goes into the address, so a reload or a shared link reopens it.
        onDesignSaved={(design) => {
          if (design.designId !== designId)
            navigate(`${createHref}?design=${encodeURIComponent(design.designId)}`, {
              replace: true,
            });
        }}
        onAddedToCart={() => navigate(hrefOf(match.countrySite, 'cart'))}
        // Continuing a design puts it in the address; a new one leaves a design link that opened nothing.
        onOpenDesign={(chosen) =>
          navigate(
            chosen === undefined
              ? createHref
              : `${createHref}?design=${encodeURIComponent(chosen)}`,
            { replace: true },
          )
        }
      />
    );
  },
  // ?design= follows the design open in the editor, which the editor itself keeps up with: a new
  // design id there (the first save puts it in the address) is not a new page.
  pageKey: ({ articleId }) => String(articleId),
});
