import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { structuredDataOfType } from '../../fragments/StructuredData/readStructuredData.ts';
import { DesignsScreen } from './DesignsScreen.tsx';

const meta = {
  title: 'Screens/Designs',
  component: DesignsScreen,
  args: { slug: 'hardcover-photo-book-a4', articleId: 1002 },
} satisfies Meta<typeof DesignsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** List mode LIST_DESIGNS: a gallery of cards, re-sorted. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const gallery = await canvas.findByRole('list', { name: /^Designs for/ });
    await expect(
      structuredDataOfType(canvasElement, 'BreadcrumbList').itemListElement,
    ).toHaveLength(2);
    await waitFor(() => expect(gallery.querySelectorAll('article')).toHaveLength(3));
    await expect(canvas.getByRole('link', { name: 'Start from a blank design' })).toHaveAttribute(
      'href',
      '/en-ie/create/1002',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort designs by' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Newest' }));
    await expect(canvas.getByRole('combobox', { name: 'Sort designs by' })).toHaveTextContent(
      'Newest',
    );
  },
};

/** List mode LIST: compact rows with a customise link each. */
export const List: Story = {
  args: { listMode: 'LIST' },
  play: async ({ canvas }) => {
    const rows = await canvas.findByRole('list', { name: /^Designs for/ });
    await waitFor(() => expect(rows.querySelectorAll('li')).toHaveLength(3));
    await expect(canvas.getByRole('link', { name: /^Customise Minimal white/ })).toHaveAttribute(
      'href',
      '/en-ie/create/1002?design=d-1002-1',
    );
  },
};

/** List mode LANDING: the product's story, then the gallery. */
export const Landing: Story = {
  args: { listMode: 'LANDING' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: /photo book/i })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.designs.empty } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No ready-made designs for this product yet' }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { articleId: 999999 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      /not found|find/i,
    );
    // What the shop places on the 404 screen, as on the storefront's own.
    await expect(
      await canvas.findByRole('region', { name: 'Maybe you were looking for one of these' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: /^Designs for/ })).toBeVisible();
  },
};
