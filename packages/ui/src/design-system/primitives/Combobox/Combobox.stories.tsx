import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Combobox } from './Combobox.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

const pickpoints = [
  { value: 'pp-1', label: 'Kiosk Plaza Mayor', description: 'Plaza Mayor 3, Madrid' },
  { value: 'pp-2', label: 'Papelería Núñez', description: 'Calle de Alcalá 120, Madrid' },
  { value: 'pp-3', label: 'Locker Atocha', description: 'Estación de Atocha, Madrid' },
  { value: 'pp-4', label: 'Farmacia Sol', description: 'Puerta del Sol 9, Madrid', disabled: true },
  { value: 'pp-5', label: 'Librería Malasaña', description: 'Calle del Espíritu Santo 14, Madrid' },
];

const meta = {
  title: 'Design system/Primitives/Combobox',
  component: Combobox,
  args: { label: 'Pickpoint', options: pickpoints, onValueChange: fn(), onBlur: fn() },
  render: (args) => (
    <div style={{ maxWidth: 400, minHeight: 340 }}>
      <Combobox {...args} />
    </div>
  ),
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Type a name or a street.', placeholder: 'Search pickpoints' },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const input = canvas.getByRole('combobox', { name: 'Pickpoint' });
    await expect(input).toHaveAccessibleDescription('Type a name or a street.');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Typing filters by name or address, ignoring accents and case.
    await userEvent.keyboard('nunez');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('forms:combobox.results', { count: 1 }),
    );
    await userEvent.clear(input);
    await userEvent.keyboard('madrid');
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
    // Arrows move the active option (aria-activedescendant), skipping the disabled one.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = canvas.getByRole('option', { name: /Librería Malasaña/ });
    await expect(input).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pp-5');
    await expect(input).toHaveValue('Librería Malasaña');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Escape closes the list; with the list closed it clears the choice.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('option', { name: /Librería Malasaña/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const PointerAndNoResults: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const input = canvas.getByRole('combobox', { name: 'Pickpoint' });
    await userEvent.click(canvas.getByRole('button', { name: t('forms:combobox.showOptions') }));
    await expect(input).toHaveFocus();
    await userEvent.click(canvas.getByRole('option', { name: /Locker Atocha/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pp-3');
    await userEvent.clear(input);
    await userEvent.type(input, 'Barcelona');
    await expect(canvas.getByText(t('forms:combobox.noResults'))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('forms:combobox.results', { count: 0 }),
    );
    // Free text is not a value: leaving the field brings back the chosen pickpoint.
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('Locker Atocha'));
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { defaultValue: 'pp-2' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Pickpoint' });
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('option', { name: /Papelería Núñez/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Error: Story = {
  args: { required: true, error: 'Choose one of the options.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Pickpoint' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'pp-1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Pickpoint' })).toBeDisabled();
  },
};
