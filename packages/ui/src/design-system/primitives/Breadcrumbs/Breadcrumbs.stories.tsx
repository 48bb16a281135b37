import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  LinkComponentContext,
  type LinkComponentProps,
} from '../../provider/LinkComponentContext.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { fitsWithin, overflowsSideways } from '../../../testing/storyLayout.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';

// Stands in for the storefront's router link: records the in-site navigation instead of loading a page.
const navigate = fn();
const withRouterLink: Decorator = (Story) => (
  <LinkComponentContext.Provider
    value={({ ref, href, children, onClick, ...props }: LinkComponentProps) => (
      <a
        ref={ref}
        href={href}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    )}
  >
    <Story />
  </LinkComponentContext.Provider>
);

const meta = {
  title: 'Design system/Primitives/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [withRouterLink],
  beforeEach: () => navigate.mockClear(),
  args: {
    items: [
      { label: 'Home', href: '/es-es' },
      { label: 'Help centre', href: '/es-es/help-center' },
      { label: 'Orders received', href: '/es-es/help-center/category/7' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('navigation', { name: t('data:breadcrumbs.label') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Orders received' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Help centre' }));
    await expect(navigate).toHaveBeenCalledWith('/es-es/help-center');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/es-es');
  },
};

export const LongText: Story = {
  args: {
    items: [
      { label: 'Home', href: '/es-es' },
      { label: 'Help centre', href: '/es-es/help-center' },
      { label: 'Before you buy', href: '/es-es/help-center/category/3' },
      {
        label:
          'How do I choose the right paper and binding for a photo book with many panoramic pictures?',
        href: '/es-es/help-center/topic/choose-paper_90',
      },
    ],
  },
  play: async ({ canvas }) => {
    const current = canvas.getByText(/How do I choose the right paper/);
    await expect(current.closest('[aria-current="page"]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'Before you buy' })).toHaveAttribute(
      'href',
      '/es-es/help-center/category/3',
    );
    // The long current page wraps inside the trail; nothing scrolls sideways.
    const trail = canvas.getByRole('navigation');
    await expect(overflowsSideways(trail)).toBe(false);
    await expect(fitsWithin(current, trail)).toBe(true);
  },
};
