import { findCountrySite, type CountrySite } from '@shop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Price } from './Price.tsx';
import { priceSizes } from './priceVariants.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';

const site = (id: Parameters<typeof findCountrySite>[0]): CountrySite => {
  const found = findCountrySite(id);
  if (!found) throw new Error(`Unknown country site ${id}`);
  return found;
};
const spain = site('es-es');
const poland = site('pl-pl');
const czechia = site('cs-cz');
// A site that does not enable decimals: prices are rounded up to whole euros.
const spainWholePrices = { ...spain, priceDecimals: false };

const meta = {
  title: 'Design system/Primitives/Price',
  component: Price,
  args: { amount: 24.9, site: spain, size: 'large' },
  argTypes: { size: { control: 'inline-radio', options: priceSizes } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('24,90 €');
  },
};

/** The domain's rule per site: decimals when enabled (whole amounts without), otherwise rounded up. */
export const SitesAndRounding: Story = {
  render: () => (
    <Box as="dl" display="grid" gridTemplateColumns={2} gap="small">
      <Text as="dt">es-es, 24.90</Text>
      <Text as="dd">
        <Price amount={24.9} site={spain} />
      </Text>
      <Text as="dt">es-es, 25.00</Text>
      <Text as="dd">
        <Price amount={25} site={spain} />
      </Text>
      <Text as="dt">es-es without decimals, 24.10</Text>
      <Text as="dd">
        <Price amount={24.1} site={spainWholePrices} />
      </Text>
      <Text as="dt">pl-pl, 129.99</Text>
      <Text as="dd">
        <Price amount={129.99} site={poland} />
      </Text>
      <Text as="dt">cs-cz, 499.20</Text>
      <Text as="dd">
        <Price amount={499.2} site={czechia} />
      </Text>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const values = Array.from(canvasElement.querySelectorAll('dd'), (dd) =>
      dd.textContent?.replace(/\s/g, ' '),
    );
    await expect(values).toEqual(['24,90 €', '25 €', '25 €', '129,99 zł', '500 Kč']);
  },
};

/** A reduced price: the original is struck through and both are named for screen readers. */
export const Discounted: Story = {
  args: { amount: 19.95, originalAmount: 29.95 },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvasElement).toHaveTextContent(`${t('general:price.original')}: 29,95 €`);
    await expect(canvasElement).toHaveTextContent(`${t('general:price.current')}: 19,95 €`);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="large" alignItems="baseline" flexWrap="wrap">
      {priceSizes.map((size) => (
        <Price key={size} {...args} size={size} originalAmount={34.5} />
      ))}
    </Box>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const originals = Array.from(canvasElement.querySelectorAll('s'));
    await expect(originals).toHaveLength(priceSizes.length);
    // Each size shows the crossed-out price before the sale price, both named for screen readers.
    for (const original of originals) {
      await expect(original).toHaveTextContent(`${t('price.original')}: 34,50 €`);
      await expect(original.nextElementSibling).toHaveTextContent(`${t('price.current')}: 24,90 €`);
    }
    const sizes = originals.map((original) =>
      parseFloat(getComputedStyle(original.nextElementSibling as Element).fontSize),
    );
    await expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    await expect(new Set(sizes).size).toBe(priceSizes.length);
    await expect(canvas.getAllByText(/24,90/)).toHaveLength(priceSizes.length);
  },
};
