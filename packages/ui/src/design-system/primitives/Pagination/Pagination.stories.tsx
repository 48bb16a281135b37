import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  LinkComponentContext,
  type LinkComponentProps,
} from '../../provider/LinkComponentContext.tsx';
import { Pagination } from './Pagination.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

// Stands in for the storefront's router link: no page load inside the story.
const RouterLink = ({ ref, href, children, onClick, ...props }: LinkComponentProps) => (
  <a
    ref={ref}
    href={href}
    {...props}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);

const meta = {
  title: 'Design system/Primitives/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('navigation', { name: t('data:pagination.label') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('data:pagination.page', { page: 5 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: t('data:pagination.next') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    await userEvent.click(
      canvas.getByRole('button', { name: t('data:pagination.page', { page: 12 }) }),
    );
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('button', { name: t('data:pagination.previous') }),
    ).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('button', { name: t('data:pagination.next') })).toBeDisabled();
  },
};

/** Crawlable list pages: real links, the storefront's router takes over the click. */
export const AsLinks: Story = {
  args: { getHref: (page: number) => `/es-es/offers?page=${page}` },
  decorators: [
    (Story) => (
      <LinkComponentContext.Provider value={RouterLink}>
        <Story />
      </LinkComponentContext.Provider>
    ),
  ],
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const current = canvas.getByRole('link', { name: t('data:pagination.page', { page: 5 }) });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('link', { name: t('data:pagination.page', { page: 6 }) }),
    ).toHaveAttribute('href', '/es-es/offers?page=6');
    await userEvent.click(canvas.getByRole('link', { name: t('data:pagination.previous') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const Keyboard: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('data:pagination.previous') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', { name: t('data:pagination.page', { page: 4 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByRole('button', { name: t('data:pagination.page', { page: 1 }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};
