import type { CartLine as CartLineData } from '@shop/domain';
import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartLine } from './CartLine.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

// The `cart.filled` scenario's lines: one hardcover photo book, two yearbooks, three mugs.
const [photoBook, yearbooks] = fixtures.cart.filled().lines as [CartLineData, CartLineData];

const meta = {
  title: 'Features/Fragments/CartLine',
  component: CartLine,
  args: {
    line: yearbooks,
    site: fixtures.countrySite(),
    onQuantityChange: fn(),
    onRemove: fn(),
    maxQuantity: 10,
  },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two yearbooks (plural name); quantity and removal by keyboard. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText('Yearbook photo books')).toBeVisible();
    canvas
      .getByRole('button', { name: t('cart:line.increase', { name: 'Yearbook photo book' }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await userEvent.tab({ shift: true });
    await expect(
      canvas.getByRole('button', {
        name: t('cart:line.decrease', { name: 'Yearbook photo book' }),
      }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1);
    canvas
      .getByRole('button', { name: t('cart:line.removeNamed', { name: 'Yearbook photo book' }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** One photo book: the singular name, and no way below one (removal is the Remove button). */
export const SingleItem: Story = {
  args: { line: photoBook, busy: false },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText('Hardcover photo book A4')).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: t('cart:line.decrease', { name: 'Hardcover photo book A4' }),
      }),
    ).toBeDisabled();
  },
};

/** The customer's own design: its rendered preview and a way back into the editor on it. */
export const OwnDesign: Story = {
  args: {
    line: { ...photoBook, design_id: 'p-lisboa', design_editable: true, quantity: 1 },
    editHref: '/es-es/create/1001?design=p-lisboa',
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const edit = canvas.getByRole('link', {
      name: t('cart:line.editDesignOf', { name: 'Hardcover photo book A4' }),
    });
    await expect(edit).toHaveTextContent(t('cart:line.editDesign'));
    await expect(edit).toHaveAttribute('href', '/es-es/create/1001?design=p-lisboa');
    await expect(
      canvas.getByRole('img', {
        name: t('cart:line.preview', { name: 'Hardcover photo book A4' }),
      }),
    ).toBeVisible();
  },
};
