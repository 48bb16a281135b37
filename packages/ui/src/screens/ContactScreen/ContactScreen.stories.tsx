import { db, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within, type queries } from 'storybook/test';
import { ContactScreen } from './ContactScreen.tsx';
import { expectFitsPhoneWidth, startingWith, storyText } from '../screenStorySupport.ts';

type Canvas = ReturnType<typeof within<typeof queries>>;

const meta = {
  title: 'Screens/Contact',
  component: ContactScreen,
  args: { channel: 'formContact', onChannelChange: fn() },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillMessage(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Ana García');
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail address/ }), 'ana@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Subject/ }), 'Cover colour');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /^Message/ }),
    'Can the photo book cover be dark blue?',
  );
  await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the privacy policy/ }));
}

/** A guest writes to customer service and gets a request number. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await fillMessage(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Order number/ }), 'WPXES-100011');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Message sent')).toBeVisible();
    const ticket = db.tickets.at(-1);
    await expect(ticket?.order_number).toBe('WPXES-100011');
    await expect(
      canvas.getByText(new RegExp(`request number is ${ticket?.id}; we answer at ana@example.com`)),
    ).toBeVisible();
  },
};

/** The quote request asks what and how many; the date is a wish. */
export const QuoteRequest: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Request a quote/ }));
    await expect(args.onChannelChange).toHaveBeenCalledWith('formContactRequestBudget');
    await expect(canvas.queryByRole('textbox', { name: /^Order number/ })).toBeNull();
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Request the quote' }));
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Product/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Product/ }), 'Photo calendar A4');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /^Quantity/ }), '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Request the quote' }));
    await expect(await canvas.findByText('Message sent')).toBeVisible();
    await expect(db.tickets.at(-1)?.channel).toBe('formContactRequestBudget');
    await expect(db.tickets.at(-1)?.messages[0]?.body).toContain('Quantity: 250');
  },
};

/** From the help centre's chat channel: the message goes to the chat team. */
export const Chat: Story = {
  args: { channel: 'chat' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /^Chat/ })).toBeChecked();
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Message sent')).toBeVisible();
    await expect(db.tickets.at(-1)?.channel).toBe('chat');
  },
};

/** A photo sent with the message is uploaded first and linked in it. */
export const WithPhoto: Story = {
  play: async ({ canvas }) => {
    await fillMessage(canvas);
    const png = new File(
      [
        Uint8Array.from([
          0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0,
          0, 8, 0, 0, 0, 6,
        ]),
      ],
      'damaged.png',
      { type: 'image/png' },
    );
    await userEvent.upload(canvas.getByLabelText(/^Photo/), png);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Message sent')).toBeVisible();
    await expect(db.tickets.at(-1)?.messages[0]?.body).toMatch(/Photo: http.*mock-uploads/);
  },
};

/** The product API refuses: its reason is shown and everything typed stays. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.contact.serverError } },
  play: async ({ canvas }) => {
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(
      await canvas.findByText('We could not send the form: The product API failed'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Cover colour');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.contact.slow } },
  play: async ({ canvas }) => {
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Send message' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(await canvas.findByText('Message sent', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A Polish phone: the channels in Polish, the form no wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const general = storyText(globals, 'general');
    await expect(
      canvas.getByRole('radio', {
        name: startingWith(general('enums.contactChannels.formContactRequestBudget')),
      }),
    ).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
