// Story helpers for the layouts: a router link that records navigation, the brand of the story,
// and sample page content built from the primitives. Not part of the public API.
import type { Decorator } from '@storybook/react-vite';
import { countrySitesOfBrand, findCountrySite, type CountrySite } from '@shop/domain';
import { fn } from 'storybook/test';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Tag } from '../../../design-system/primitives/Tag/Tag.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { Breadcrumbs } from '../../../design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';
import {
  LinkComponentContext,
  type LinkComponentProps,
} from '../../../design-system/provider/LinkComponentContext.tsx';
import { brands, type Brand } from '../../../design-system/theme/brands.ts';

/** Every in-site link followed in a story lands here instead of loading a page. */
export const navigate = fn();

function RecordingLink({ ref, href, children, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

export const withRouterLink: Decorator = (Story) => {
  navigate.mockClear();
  return (
    <LinkComponentContext.Provider value={RecordingLink}>
      <Story />
    </LinkComponentContext.Provider>
  );
};

/**
 * Renders the story in a window-sized frame (a size container, so a layout that fills the window
 * fills the frame), which keeps screenshots independent of the test browser's window height.
 */
export const pageFrame: Decorator = (Story) => (
  <div data-page-frame="" style={{ height: 860, overflowY: 'auto', containerType: 'size' }}>
    <Story />
  </div>
);

/** A phone-sized frame: the layout takes its phone arrangement. */
export const phoneFrame: Decorator = (Story) => (
  <div
    data-phone-frame=""
    style={{
      width: 375,
      height: 812,
      overflowY: 'auto',
      containerType: 'size',
      marginInline: 'auto',
    }}
  >
    <Story />
  </div>
);

export const storyBrand = (globals: Record<string, unknown>): Brand =>
  brands.find((brand) => brand === globals.brand) ?? brands[0];

export const storySite = (brand: Brand): CountrySite =>
  findCountrySite('es-es', brand) ?? (countrySitesOfBrand(brand)[0] as CountrySite);

const products = [
  { name: 'Photo book A4', price: 34.9, tag: 'TOP_SALES' },
  { name: 'Wall calendar 2027', price: 19.5, tag: 'NOVELTY' },
  { name: 'Mug with your photo', price: 12, tag: 'PROMOTION' },
] as const;

/** A home-page-like body: breadcrumbs, a heading, copy and a few product cards. */
export function SamplePage({ brand, compact = false }: { brand: Brand; compact?: boolean }) {
  const site = storySite(brand);
  const cards = (compact ? products.slice(0, 1) : products).map((product) => (
    <Stack key={product.name} space="xsmall">
      <Tag tag={product.tag} />
      <Heading level={2} size="small">
        {product.name}
      </Heading>
      <Price amount={product.price} site={site} />
      <Button variant="soft">Design yours</Button>
    </Stack>
  ));
  return (
    <Stack space="large">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/es-es' },
          { label: 'Offers', href: '/es-es/offers' },
        ]}
      />
      <Stack space="small">
        <Heading level={1}>Offers of the week</Heading>
        <Text as="p" tone="muted">
          Print your favourite photos on books, calendars and mugs. Free shipping from 40 €.
        </Text>
      </Stack>
      {compact ? (
        <Stack space="large">{cards}</Stack>
      ) : (
        <Columns columns={{ mobile: 1, tablet: 3 }} space="large">
          {cards}
        </Columns>
      )}
    </Stack>
  );
}
