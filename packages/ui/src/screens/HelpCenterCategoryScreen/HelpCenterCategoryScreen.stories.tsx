import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HelpCenterCategoryScreen } from './HelpCenterCategoryScreen.tsx';

const meta = {
  title: 'Screens/HelpCenterCategory',
  component: HelpCenterCategoryScreen,
  args: { categoryId: 5 },
} satisfies Meta<typeof HelpCenterCategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { origin: 'https://shop.example' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Orders on their way' }),
    ).toBeVisible();
    const topics = canvas.getByRole('list', { name: 'Topics of this subject' });
    await expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'When will my order arrive?',
      'How do I change my delivery address?',
      'How do I track my parcel?',
      'Can I cancel my order?',
    ]);
    const data = JSON.parse(
      canvasElement.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@type': string; itemListElement: { item: string }[] };
    await expect(data['@type']).toBe('BreadcrumbList');
    await expect(data.itemListElement.at(-1)?.item).toMatch(
      /^https:\/\/shop\.example\/[a-z]{2}-[a-z]{2}\/help-center\/category\/5$/,
    );
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/[a-z]{2}-[a-z]{2}\/help-center$/),
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.helpCenter.empty } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This subject has no topics yet.' }),
    ).toBeVisible();
  },
};

/** An id the help centre does not know: the 404 screen (the storefront answers 404). */
export const NotFound: Story = {
  args: { categoryId: 404 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not find this page' }),
    ).toBeVisible();
    // What the shop places on the 404 screen, as on the storefront's own.
    await expect(
      await canvas.findByRole('region', { name: 'Maybe you were looking for one of these' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.helpCenter.slow } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the help centre…')).toBeInTheDocument();
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Orders on their way' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.helpCenter.serverError } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not load the help centre.')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { categoryId: 7 },
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Otrzymane zamówienia' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Jak odzyskać pieniądze?' })).toBeVisible();
  },
};

/** No category can have the id 0: the 404 screen without asking the product API. */
export const ImpossibleId: Story = {
  args: { categoryId: 0 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not find this page' }),
    ).toBeVisible();
    // What the shop places on the 404 screen, as on the storefront's own.
    await expect(
      await canvas.findByRole('region', { name: 'Maybe you were looking for one of these' }),
    ).toBeVisible();
  },
};
