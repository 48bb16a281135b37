import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Table, type TableColumn } from './Table.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { argText } from '../../../testing/argText.ts';

interface OrderRow {
  id: string;
  placedOn: string;
  product: string;
  total: number;
}

const orders: OrderRow[] = [
  { id: 'WPX-10482', placedOn: '2026-10-02', product: 'Photo book A4, 40 pages', total: 34.9 },
  { id: 'WPX-10391', placedOn: '2026-09-14', product: 'Wall calendar 2027', total: 19.5 },
  { id: 'WPX-10577', placedOn: '2026-11-08', product: 'Mug with your photo', total: 12 },
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: TableColumn<OrderRow>[] = [
  { key: 'id', header: 'Order', cell: (row) => row.id, sortValue: (row) => row.id },
  {
    key: 'placedOn',
    header: 'Placed on',
    cell: (row) => row.placedOn,
    sortValue: (row) => row.placedOn,
  },
  { key: 'product', header: 'Product', cell: (row) => row.product },
  {
    key: 'total',
    header: 'Total',
    cell: (row) => euro.format(row.total),
    sortValue: (row) => row.total,
    align: 'end',
  },
];

const meta = {
  title: 'Design system/Primitives/Table',
  component: Table<OrderRow>,
  args: {
    caption: 'Your orders',
    captionVisible: true,
    columns,
    rows: orders,
    rowKey: (row: OrderRow) => row.id,
    defaultSort: { key: 'placedOn', direction: 'descending' },
    onSortChange: fn(),
  },
} satisfies Meta<typeof Table<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumnValues = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Your orders' });
    await expect(canvas.getByRole('columnheader', { name: /Placed on/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(firstColumnValues(table)).toEqual([
      'OrderWPX-10577',
      'OrderWPX-10482',
      'OrderWPX-10391',
    ]);

    await userEvent.click(canvas.getByRole('button', { name: /Total/ }));
    await expect(canvas.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Placed on/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      key: 'total',
      direction: 'ascending',
    });
    await expect(firstColumnValues(table)).toEqual([
      'OrderWPX-10577',
      'OrderWPX-10391',
      'OrderWPX-10482',
    ]);
  },
};

export const KeyboardSorting: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Order/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Order/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: /Order/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(args.onSortChange).toHaveBeenCalledTimes(2);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const empty = canvas.getByRole('cell', { name: t('data:table.empty') });
    await expect(empty).toBeVisible();
    // One cell across every column, under the headers, with no rows of data.
    await expect(empty).toHaveAttribute('colspan', argText(args.columns.length));
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(args.columns.length);
  },
};

/** Below the tablet width the rows become cards and the sortable headers become chips. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [firstLabel] = canvas.getAllByText('Product', { selector: 'span' });
    await expect(firstLabel).toBeVisible();
    await expect(canvas.getByText('Product', { selector: 'th' })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Placed on/ }));
    await expect(canvas.getByRole('columnheader', { name: /Placed on/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};
