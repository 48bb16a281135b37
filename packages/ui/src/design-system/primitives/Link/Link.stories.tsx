import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkComponentContext } from '../../provider/LinkComponentContext.tsx';
import { createRecordingLink } from '../../provider/recordingLink.tsx';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Link } from './Link.tsx';
import { linkTones, linkUnderlines, linkWeights } from './linkVariants.ts';
import { textLines } from '../../../testing/storyLayout.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { argText } from '../../../testing/argText.ts';

// Stands in for the storefront's router: in-site links report their href and stay on the page.
const navigate = fn();
const RouterLink = createRecordingLink(navigate);

const meta = {
  title: 'Design system/Primitives/Link',
  component: Link,
  args: { href: '/cart', children: 'Go to your cart' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
    weight: { control: 'inline-radio', options: linkWeights },
  },
  decorators: [
    (Story) => (
      <LinkComponentContext.Provider value={RouterLink}>
        <Story />
      </LinkComponentContext.Provider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An in-site href goes through the injected router link: no full page load. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Go to your cart' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/cart');
  },
};

/** Keyboard: Tab reaches the link, Enter follows it. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to your cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/cart');
  },
};

/** An external URL is a plain anchor; opening a new tab is announced to screen readers. */
export const External: Story = {
  args: {
    href: 'https://www.example.com/help/shipping',
    newTab: true,
    children: 'Carrier help page',
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const link = canvas.getByRole('link', {
      name: `Carrier help page ${t('general:opensInNewTab')}`,
    });
    await expect(link).not.toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Tones, underline styles and the current page (`aria-current`), in text and on a dark footer. */
export const TonesAndCurrent: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      <Text as="p">
        Read the{' '}
        <Link {...args} href="/help-center">
          help centre
        </Link>{' '}
        or{' '}
        <Link {...args} href="/contact" tone="neutral">
          contact us
        </Link>{' '}
        before you order.
      </Text>
      <Box as="nav" aria-label="Account" display="flex" gap="medium">
        <Link href="/accounts/home" underline="hover" weight="strong">
          Home
        </Link>
        <Link href="/accounts/orders" underline="hover" weight="strong" current="page">
          Orders
        </Link>
        <Link href="/accounts/profile" underline="hover" weight="strong">
          Profile
        </Link>
      </Box>
      <Box
        background="surfaceInverse"
        padding="medium"
        borderRadius="medium"
        display="flex"
        gap="medium"
      >
        <Link href="/about-us" tone="inverse">
          About us
        </Link>
        <Link href="/reviews" tone="inverse">
          Reviews
        </Link>
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const LongText: Story = {
  args: {
    href: '/help-center/topic/90',
    children:
      'How long does it take to print and deliver a personalised photo book to a pickpoint in another country?',
  },
  render: (args) => (
    <Box maxWidth="text">
      <Link {...args} />
    </Box>
  ),
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: argText(args.children) });
    // The long link wraps within the text width and is followed as one link.
    await expect(textLines(link)).toBeGreaterThan(1);
    await screenshotStoryHere();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/help-center/topic/90');
  },
};
