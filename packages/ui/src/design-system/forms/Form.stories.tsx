import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../primitives/Checkbox/Checkbox.tsx';
import { Combobox } from '../primitives/Combobox/Combobox.tsx';
import { DateInput } from '../primitives/DateInput/DateInput.tsx';
import { RadioGroup } from '../primitives/RadioGroup/RadioGroup.tsx';
import { Select } from '../primitives/Select/Select.tsx';
import { TextArea } from '../primitives/TextArea/TextArea.tsx';
import { TextField } from '../primitives/TextField/TextField.tsx';
import { storyMessages } from '../../testing/storyMessages.ts';
import { Form, FormSubmit } from './Form.tsx';
import { FormField } from './FormField.tsx';
import { useZodForm } from './useZodForm.ts';
import type { Contact, ContactInput } from './formStoryRules.ts';

// The schema comes from the caller, loaded apart from the page: here the story's rules module.
const contactRules = () => import('./formStoryRules.ts').then((rules) => rules.contactSchema);

const countries = [
  { value: 'ES', label: 'Spain' },
  { value: 'PL', label: 'Poland' },
  { value: 'PT', label: 'Portugal' },
];
const pickpoints = [
  { value: 'pp-1', label: 'Kiosk Plaza Mayor', description: 'Plaza Mayor 3, Madrid' },
  { value: 'pp-2', label: 'Locker Atocha', description: 'Estación de Atocha, Madrid' },
];
const shipmentModes = [
  { value: 'ADDRESS', label: 'Home delivery', aside: '€4.99' },
  { value: 'PICKPOINT', label: 'Pickpoint', aside: '€2.99' },
];

const emptyContact: Partial<ContactInput> = {
  email: '',
  name: '',
  birthdate: '',
  pickpoint: '',
  giftMessage: '',
  terms: false,
};
const validContact: ContactInput = {
  email: 'ana@example.com',
  name: 'Ana García',
  birthdate: '1990-7-5',
  country: 'ES',
  shipmentMode: 'PICKPOINT',
  pickpoint: 'pp-2',
  giftMessage: '',
  terms: true,
};

interface ContactFormProps {
  onSubmit: (values: Contact) => void | Promise<void>;
  defaultValues?: Partial<ContactInput>;
  disabled?: boolean;
}

function ContactForm({ onSubmit, defaultValues = emptyContact, disabled }: ContactFormProps) {
  const form = useZodForm(contactRules, { defaultValues, disabled });
  const { control } = form;
  return (
    <div style={{ maxWidth: 960 }}>
      <Form form={form} onSubmit={(values) => onSubmit(values)} aria-label="Contact and delivery">
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
            gap: 24,
            alignItems: 'start',
          }}
        >
          <div style={{ display: 'grid', gap: 20 }}>
            <FormField control={control} name="email">
              {(field) => (
                <TextField
                  label="E-mail"
                  type="email"
                  autoComplete="email"
                  required
                  hint="We send the order confirmation here."
                  {...field}
                />
              )}
            </FormField>
            <FormField control={control} name="name">
              {(field) => <TextField label="Full name" autoComplete="name" required {...field} />}
            </FormField>
            <FormField control={control} name="birthdate">
              {(field) => (
                <DateInput
                  label="Date of birth"
                  required
                  hint="You must be 18 or older to order."
                  {...field}
                />
              )}
            </FormField>
            <FormField control={control} name="country">
              {({ onChange, value, ...field }) => (
                <Select
                  label="Country"
                  required
                  options={countries}
                  value={value ?? ''}
                  onValueChange={onChange}
                  {...field}
                />
              )}
            </FormField>
          </div>
          <div style={{ display: 'grid', gap: 20 }}>
            <FormField control={control} name="shipmentMode">
              {({ onChange, ...field }) => (
                <RadioGroup
                  label="Shipment mode"
                  variant="card"
                  required
                  options={shipmentModes}
                  onValueChange={onChange}
                  {...field}
                />
              )}
            </FormField>
            <FormField control={control} name="pickpoint">
              {({ onChange, value, ...field }) => (
                <Combobox
                  label="Pickpoint"
                  required
                  options={pickpoints}
                  value={value || null}
                  onValueChange={(next) => onChange(next ?? '')}
                  {...field}
                />
              )}
            </FormField>
            <FormField control={control} name="giftMessage">
              {(field) => <TextArea label="Gift message" maxLength={120} rows={2} {...field} />}
            </FormField>
            <FormField control={control} name="terms">
              {({ value, onChange, ...field }) => (
                <Checkbox
                  label="I accept the terms and conditions"
                  required
                  checked={value}
                  onCheckedChange={onChange}
                  {...field}
                />
              )}
            </FormField>
          </div>
        </div>
        <div>
          <FormSubmit>Continue to payment</FormSubmit>
        </div>
      </Form>
    </div>
  );
}

const meta = {
  title: 'Design system/Forms/Form',
  component: ContactForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Submitting an empty form shows every error (translated keys, tied with aria-describedby) and moves
 * focus to the first invalid field; after each fix the next submit focuses the next invalid field.
 */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const submit = canvas.getByRole('button', { name: 'Continue to payment' });
    await userEvent.click(submit);
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      `We send the order confirmation here. ${t('forms:errors.required')}`,
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toHaveAccessibleDescription(t('forms:errors.accept'));
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      t('forms:errors.required'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // The domain's e-mail rule gives its own message key; fixing it clears the error as you type.
    await userEvent.type(email, 'ana@example');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription(
      `We send the order confirmation here. ${t('forms:errors.email')}`,
    );
    await userEvent.type(email, '.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));

    // Enter in a field submits; focus goes to the next invalid field, typed values stay.
    await userEvent.type(email, '{Enter}');
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(email).toHaveValue('ana@example.com');
    await userEvent.type(name, 'Ana García');

    // An under-age birthdate fails the domain's adult check.
    await userEvent.type(canvas.getByRole('textbox', { name: t('forms:date.day') }), '5');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('forms:date.month') }),
      'July',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: t('forms:date.year') }), '2010');
    await userEvent.click(submit);
    const day = canvas.getByRole('textbox', { name: t('forms:date.day') });
    await waitFor(() => expect(day).toHaveFocus());
    await expect(day).toHaveAccessibleDescription(
      `You must be 18 or older to order. ${t('forms:errors.adult')}`,
    );
    await userEvent.clear(canvas.getByRole('textbox', { name: t('forms:date.year') }));
    await userEvent.type(canvas.getByRole('textbox', { name: t('forms:date.year') }), '1990');

    // Country (Radix Select), shipment mode, pickpoint, terms.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Spain' }));
    await userEvent.click(canvas.getByText('Pickpoint', { selector: 'span' }));
    const pickpoint = canvas.getByRole('combobox', { name: 'Pickpoint' });
    await userEvent.type(pickpoint, 'atocha{ArrowDown}{Enter}');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    );
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...validContact, name: 'Ana García' });
  },
};

/** The submit handler rejects: a form-level error is announced and focused, and every value stays. */
export const SubmitFailure: Story = {
  args: {
    defaultValues: validContact,
    onSubmit: fn(async () => {
      throw new Error('The server did not answer');
    }),
  },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('forms:submitError'));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@example.com');
    await expect(canvas.getByRole('combobox', { name: 'Pickpoint' })).toHaveValue('Locker Atocha');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Trying again is possible at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  },
};

/** While the handler runs the button is busy and further clicks or Enter presses are ignored. */
export const Submitting: Story = {
  args: {
    defaultValues: validContact,
    onSubmit: fn(() => new Promise<void>(() => undefined)),
  },
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Continue to payment' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { defaultValues: validContact, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toBeDisabled();
  },
};
