import { brandById } from '@shop/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Stepper } from '../../../design-system/primitives/Stepper/Stepper.tsx';
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
import { LightLayout } from './LightLayout.tsx';

const checkoutBody = (
  <Stack space="large">
    <Stepper currentStep="address" onStepSelect={() => undefined} />
    <Stack space="small">
      <Heading level={1}>Where should we send your order?</Heading>
      <Text as="p" tone="muted">
        Choose a delivery address or a pickpoint near you.
      </Text>
    </Stack>
    <Button size="large">Continue to shipment</Button>
  </Stack>
);

const meta = {
  title: 'Features/Layouts/Light',
  component: LightLayout,
  decorators: [pageFrame, withRouterLink],
  parameters: { layout: 'fullscreen' },
  args: { brand: 'main', homeHref: '/es-es', copyrightYear: 2026, children: checkoutBody },
  render: (args, { globals }) => <LightLayout {...args} brand={storyBrand(globals)} />,
} satisfies Meta<typeof LightLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('banner')).toHaveTextContent(t('layout:secureCheckout'));
    await expect(
      canvas.queryByRole('navigation', { name: t('layout:primaryNavigation') }),
    ).toBeNull();
    const home = canvas.getByRole('link', {
      name: storyBrand(globals) === 'second' ? 'Tazu home page' : 'Wepix home page',
    });
    await userEvent.click(home);
    await expect(navigate).toHaveBeenCalledWith('/es-es');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('layout:skipToContent') })).toHaveFocus();
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
