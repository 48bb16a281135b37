import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewVersionNotice } from './NewVersionNotice.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Features/Fragments/NewVersionNotice',
  component: NewVersionNotice,
  args: { onReload: fn(), onDismiss: fn(), placement: 'inline' },
} satisfies Meta<typeof NewVersionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('shop:newBuild'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shop:reload') }));
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
