import type { Meta, StoryObj } from '@storybook/react-vite';
import { checkoutStepNames } from '@shop/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { Stepper } from './Stepper.tsx';
import { overflowsSideways } from '../../../testing/storyLayout.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Design system/Primitives/Stepper',
  component: Stepper,
  args: { currentStep: 'shipment', onStepSelect: fn() },
  argTypes: { currentStep: { control: 'inline-radio', options: checkoutStepNames } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('navigation', { name: t('data:stepper.label') })).toBeVisible();
    await expect(
      canvas.getByText(new RegExp(t('data:stepper.steps.shipment'))).closest('[aria-current]'),
    ).toHaveAttribute('aria-current', 'step');
    await expect(
      canvas.queryByRole('button', { name: new RegExp(t('data:stepper.steps.payment')) }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', {
        name: new RegExp(
          `${t('data:stepper.stepNumber', { number: 2 })}.*${t('data:stepper.steps.address')}.*${t('data:stepper.completed')}`,
        ),
      }),
    );
    await expect(args.onStepSelect).toHaveBeenCalledWith('address');
  },
};

export const FirstStep: Story = {
  args: { currentStep: 'contact' },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const LastStep: Story = {
  args: { currentStep: 'payment' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

/** Without a callback the completed steps are only shown, not offered as links back. */
export const ReadOnly: Story = {
  args: { onStepSelect: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: new RegExp(t('data:stepper.steps.contact')) }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepSelect).toHaveBeenCalledWith('address');
  },
};

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const steps = canvas.getByRole('navigation', { name: t('data:stepper.label') });
    // On 320 px the steps fit without scrolling sideways; a completed step still leads back.
    await expect(overflowsSideways(steps)).toBe(false);
    await expect(steps.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await screenshotStoryHere();
    await userEvent.click(
      canvas.getByRole('button', {
        name: new RegExp(`${t('data:stepper.steps.address')}.*${t('data:stepper.completed')}`),
      }),
    );
    await expect(args.onStepSelect).toHaveBeenCalledWith('address');
  },
};
