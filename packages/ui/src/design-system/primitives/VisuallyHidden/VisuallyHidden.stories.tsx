import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { CartIcon } from '../Icon/icons.ts';

const meta = {
  title: 'Design system/Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Shopping cart' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text names the button for screen readers but takes no space on screen. */
export const Default: Story = {
  render: (args) => (
    <Button tone="neutral" variant="soft" icon={<Icon icon={CartIcon} />}>
      <VisuallyHidden {...args} />
      <span aria-hidden="true">3</span>
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Shopping cart' });
    const hidden = canvas.getByText('Shopping cart');
    await expect(button).toBeVisible();
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
