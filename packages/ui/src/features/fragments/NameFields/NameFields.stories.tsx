import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent } from 'storybook/test';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { NameFields } from './NameFields.tsx';

/** A form that asks a name, as checkout's contact step and the sign-up form do. */
function NameForm({ idPrefix }: { idPrefix?: string }) {
  const form = useForm({ defaultValues: { first_name: '', last_name: '' } });
  return (
    <form aria-label="Name">
      <NameFields control={form.control} idPrefix={idPrefix} />
    </form>
  );
}

const meta = {
  title: 'Features/Fragments/NameFields',
  component: NameForm,
} satisfies Meta<typeof NameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both names, labelled, required and filled in by the browser. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const first = canvas.getByRole('textbox', { name: t('general:fields.firstName') });
    const last = canvas.getByRole('textbox', { name: t('general:fields.lastName') });
    await expect(first).toBeRequired();
    await expect(first).toHaveAttribute('autocomplete', 'given-name');
    await expect(last).toHaveAttribute('autocomplete', 'family-name');
    await userEvent.type(first, 'Lucía');
    await expect(first).toHaveValue('Lucía');
  },
};

/** A form that names its fields gives each its own id. */
export const WithIds: Story = {
  args: { idPrefix: 'sign-up' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#sign-up-first-name')).not.toBeNull();
    await expect(canvasElement.querySelector('#sign-up-last-name')).not.toBeNull();
  },
};

/** On a phone the two fields stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const first = canvas.getByRole('textbox', { name: t('general:fields.firstName') });
    const last = canvas.getByRole('textbox', { name: t('general:fields.lastName') });
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
    await screenshotStoryHere();
    await userEvent.type(last, 'García');
    await expect(last).toHaveValue('García');
  },
};
