import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewVersionNotice } from './NewVersionNotice.tsx';

const meta = {
  title: 'Fragments/NewVersionNotice',
  component: NewVersionNotice,
  args: { onReload: fn(), onDismiss: fn(), placement: 'inline' },
} satisfies Meta<typeof NewVersionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('A new version of the shop is available.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const Dismiss: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
