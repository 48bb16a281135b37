import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { Drawer } from './Drawer.tsx';
import { drawerSides } from './drawerVariants.ts';
import { argText } from '../../../testing/argText.ts';
import { Icon } from '../Icon/Icon.tsx';
import { MenuIcon } from '../Icon/icons.ts';

const navigation = (
  <nav aria-label="Main">
    <ul style={{ display: 'grid', gap: 12, listStyle: 'none', padding: 0 }}>
      {['Photo books', 'Prints', 'Canvas', 'Calendars', 'Gifts', 'Help'].map((item) => (
        <li key={item}>
          <a href={`#${item}`} style={{ color: 'inherit' }}>
            {item}
          </a>
        </li>
      ))}
    </ul>
  </nav>
);

const meta = {
  title: 'Design system/Primitives/Drawer',
  component: Drawer,
  args: { title: 'Menu', children: navigation, onOpenChange: fn() },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div
        data-portal-root=""
        style={{ height: 640, padding: 16, transform: 'translateZ(0)', overflow: 'hidden' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mobile navigation: the menu slides in from the left. */
export const MobileNavigation: Story = {
  args: { side: 'left', defaultOpen: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Along the left edge of the page it covers.
    const page = canvasElement.querySelector('[data-portal-root]') as HTMLElement;
    await expect(drawer.getBoundingClientRect().left).toBe(page.getBoundingClientRect().left);
    await screenshotStoryHere();
    // Focus stays inside while it is open; the close button closes it.
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'Photo books' })).toHaveFocus();
    await userEvent.click(within(drawer).getByRole('button', { name: t('overlays:closeDrawer') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Bottom: Story = {
  args: {
    side: 'bottom',
    defaultOpen: true,
    title: 'Sort products',
    description: 'The list updates as soon as you choose.',
    children: <p>Newest first, price low to high, price high to low, best rated.</p>,
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Sort products' });
    await expect(drawer).toHaveAccessibleDescription(argText(args.description));
    // Along the bottom edge of the page it covers.
    const page = canvasElement.querySelector('[data-portal-root]') as HTMLElement;
    await expect(drawer.getBoundingClientRect().bottom).toBe(page.getBoundingClientRect().bottom);
    await screenshotStoryHere();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The menu button opens it, Escape closes it and focus goes back to the menu button. */
export const KeyboardAndFocusReturn: Story = {
  args: {
    side: 'right',
    trigger: (
      <Button tone="neutral" variant="soft" icon={<Icon icon={MenuIcon} size="control" />}>
        Menu
      </Button>
    ),
  },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: t('overlays:closeDrawer') })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'Photo books' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: t('overlays:closeDrawer') }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
