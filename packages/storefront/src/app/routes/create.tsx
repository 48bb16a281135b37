import { hrefOf } from '@shop/domain';
import { Spinner, useTranslation } from '@shop/ui';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ConstructorScreenProps } from '@shop/ui/constructor';
import { defineRoute } from '../defineRoute.tsx';

// The editor and its canvas library load only when a customer opens the constructor, so no
// other route pays for them; the server sends the loading state (the route is not SSR'd).
const ConstructorScreen = lazy(() =>
  import('@shop/ui/constructor').then((module) => ({ default: module.ConstructorScreen })),
);

function EditorLoading() {
  const { t } = useTranslation('constructor');
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
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
  if (!inBrowser) return <EditorLoading />;
  return (
    <Suspense fallback={<EditorLoading />}>
      <ConstructorScreen {...props} />
    </Suspense>
  );
}

export default defineRoute('create', {
  props: ({ params, query }) => ({
    articleId: params.article_id,
    designId: query.design,
  }),
  render: ({ articleId, designId }, { match, navigate }) => {
    const createHref = hrefOf(match.countrySite, 'create', { article_id: articleId });
    return (
      <ConstructorPage
        key={articleId}
        articleId={articleId}
        designId={designId}
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
