import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { pageFrame, phoneFrame } from '../shared/storySupport.tsx';
import { BlankLayout } from './BlankLayout.tsx';

const meta = {
  title: 'Features/Layouts/Blank',
  component: BlankLayout,
  decorators: [pageFrame],
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Stack space="medium">
        <Inline space="small" alignY="center">
          <Heading level={1} size="medium">
            Photo book A4 · page 3 of 40
          </Heading>
          <Button variant="soft" size="small">
            Preview
          </Button>
          <Button size="small">Add to cart</Button>
        </Inline>
        <Text as="p" tone="muted">
          Drag your photos onto the page.
        </Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof BlankLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

/** On a phone: the page is the story's content alone, as wide as the phone. */
export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-phone-frame]');
    await expect(frame?.scrollWidth).toBe(frame?.clientWidth);
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
