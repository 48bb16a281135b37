import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TagsListScreen } from './TagsListScreen.tsx';

const meta = {
  title: 'Screens/TagsList',
  component: TagsListScreen,
} satisfies Meta<typeof TagsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'All themes' });
    await expect(list.querySelectorAll('li')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'Christmas' })).toHaveAttribute(
      'href',
      '/en-ie/t/christmas',
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.serverError } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not load this part of the shop.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Todas las temáticas' })).toBeVisible();
  },
};
