import type { Decorator } from '@storybook/react-vite';
import { CountrySiteProvider } from '../data/CountrySiteContext.tsx';
import { storyBrand, storySite } from '../layouts/shared/storySupport.tsx';

/**
 * The second brand's stories shop on its own country site, so its account lists the orders and
 * tickets of its own shop; the main brand keeps the toolbar locale's site.
 */
export const withBrandCountrySite: Decorator = (Story, { globals }) =>
  storyBrand(globals) === 'second' ? (
    <CountrySiteProvider countrySite={storySite('second')}>
      <Story />
    </CountrySiteProvider>
  ) : (
    <Story />
  );

/** Order numbers of the second brand's shop (TZ-ES) start like this; the main brand's never do. */
export const secondBrandOrderPrefix = 'TZES-';
