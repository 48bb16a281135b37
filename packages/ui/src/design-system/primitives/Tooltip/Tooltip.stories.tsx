import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';
import { argText } from '../../../testing/argText.ts';
import { Icon } from '../Icon/Icon.tsx';
import { InfoIcon } from '../Icon/icons.ts';

const meta = {
  title: 'Design system/Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Prices include VAT',
    children: (
      <Button variant="ghost" icon={<Icon icon={InfoIcon} size="control" />}>
        Price details
      </Button>
    ),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160, padding: '64px 16px 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows it (and it describes the button); Escape hides it. The button keeps its own name. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Price details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Prices include VAT');
    await expect(trigger).toHaveAccessibleDescription('Prices include VAT');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Pointer: hovering shows it again.
    await userEvent.hover(trigger);
    await body.findByRole('tooltip');
  },
};

export const LongText: Story = {
  args: {
    side: 'bottom',
    content:
      'Prices include VAT of the country site you shop on. Shipping is added in the cart once you choose a shipment mode.',
    defaultOpen: true,
  },
  play: async ({ args, canvas, canvasElement }) => {
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(argText(args.content));
    await expect(canvas.getByRole('button', { name: 'Price details' })).toHaveAccessibleDescription(
      argText(args.content),
    );
    // The long text wraps within the window instead of running off it.
    const box = tooltip.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.width).toBeLessThan(window.innerWidth / 2);
  },
};
