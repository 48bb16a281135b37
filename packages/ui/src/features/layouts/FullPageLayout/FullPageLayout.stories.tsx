import { brandById } from '@shop/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import {
  navigate,
  pageFrame,
  phoneFrame,
  storyBrand,
  withRouterLink,
} from '../shared/storySupport.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { FullPageLayout } from './FullPageLayout.tsx';

const meta = {
  title: 'Features/Layouts/FullPage',
  component: FullPageLayout,
  decorators: [pageFrame, withRouterLink],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'main',
    homeHref: '/es-es',
    copyrightYear: 2026,
    children: (
      <Stack space="medium" align="center">
        <Heading level={1}>Thank you for your order!</Heading>
        <Text as="p" tone="muted" align="center">
          We have sent the confirmation to lucia@example.com. Your photo book goes to print today.
        </Text>
        <Button>Track your order</Button>
        <Link href="/es-es">Continue shopping</Link>
      </Stack>
    ),
  },
  render: (args, { globals }) => <FullPageLayout {...args} brand={storyBrand(globals)} />,
} satisfies Meta<typeof FullPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('2026');
    await userEvent.click(canvas.getByRole('link', { name: 'Continue shopping' }));
    await expect(navigate).toHaveBeenCalledWith('/es-es');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    // The layout fits the phone's width: nothing scrolls sideways.
    const frame = canvasElement.querySelector<HTMLElement>('[data-phone-frame]');
    await expect(frame?.scrollWidth).toBe(frame?.clientWidth);
    await screenshotStoryHere();
    await userEvent.click(
      canvas.getByRole('link', {
        name: t('layout:home', { brand: brandById(storyBrand(globals)).displayName }),
      }),
    );
    await expect(navigate).toHaveBeenCalledWith('/es-es');
  },
};
