import { db, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within, type queries } from 'storybook/test';
import { ContactScreen } from './ContactScreen.tsx';
import { expectFitsPhoneWidth, startingWith } from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';

type Canvas = ReturnType<typeof within<typeof queries>>;

const meta = {
  title: 'Features/Screens/Contact',
  component: ContactScreen,
  args: { channel: 'formContact', onChannelChange: fn() },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillMessage(canvas: Canvas, t: ReturnType<typeof storyMessages>) {
  await userEvent.type(
    canvas.getByRole('textbox', { name: startingWith(t('pages:contact.name')) }),
    'Ana García',
  );
  await userEvent.type(
    canvas.getByRole('textbox', {
      name: startingWith(t('pages:contact.email')),
    }),
    'ana@example.com',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: startingWith(t('pages:contact.subject')) }),
    'Cover colour',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: startingWith(t('pages:contact.message')) }),
    'Can the photo book cover be dark blue?',
  );
  await userEvent.click(canvas.getByRole('checkbox', { name: t('pages:contact.consent') }));
}

/** A guest writes to customer service and gets a request number. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await fillMessage(canvas, t);
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('pages:contact.orderNumber')) }),
      'WPXES-100011',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('pages:contact.send') }));
    await expect(await canvas.findByText(t('pages:contact.sentTitle'))).toBeVisible();
    const ticket = db.tickets.at(-1);
    await expect(ticket?.order_number).toBe('WPXES-100011');
    await expect(
      canvas.getByText(t('pages:contact.sent', { ticket: ticket?.id, email: 'ana@example.com' })),
    ).toBeVisible();
  },
};

/** The quote request asks what and how many; the date is a wish. */
export const QuoteRequest: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(
      canvas.getByRole('radio', {
        name: startingWith(t('general:enums.contactChannels.formContactRequestBudget')),
      }),
    );
    await expect(args.onChannelChange).toHaveBeenCalledWith('formContactRequestBudget');
    await expect(
      canvas.queryByRole('textbox', { name: startingWith(t('pages:contact.orderNumber')) }),
    ).toBeNull();
    await fillMessage(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('pages:contact.sendQuote') }));
    await expect(await canvas.findByText(t('forms:errors.required'))).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('pages:contact.product')) }),
    ).toHaveFocus();
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('pages:contact.product')) }),
      'Photo calendar A4',
    );
    await userEvent.type(
      canvas.getByRole('spinbutton', { name: startingWith(t('pages:contact.quantity')) }),
      '250',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('pages:contact.sendQuote') }));
    await expect(await canvas.findByText(t('pages:contact.sentTitle'))).toBeVisible();
    await expect(db.tickets.at(-1)?.channel).toBe('formContactRequestBudget');
    await expect(db.tickets.at(-1)?.messages[0]?.body).toContain('Quantity: 250');
  },
};

/** From the help centre's chat channel: the message goes to the chat team. */
export const Chat: Story = {
  args: { channel: 'chat' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('radio', { name: startingWith(t('general:enums.contactChannels.chat')) }),
    ).toBeChecked();
    await fillMessage(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('pages:contact.send') }));
    await expect(await canvas.findByText(t('pages:contact.sentTitle'))).toBeVisible();
    await expect(db.tickets.at(-1)?.channel).toBe('chat');
  },
};

/** A photo sent with the message is uploaded first and linked in it. */
export const WithPhoto: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await fillMessage(canvas, t);
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
    await userEvent.upload(canvas.getByLabelText(startingWith(t('pages:contact.attachment'))), png);
    await userEvent.click(canvas.getByRole('button', { name: t('pages:contact.send') }));
    await expect(await canvas.findByText(t('pages:contact.sentTitle'))).toBeVisible();
    await expect(db.tickets.at(-1)?.messages[0]?.body).toMatch(/Photo: http.*mock-uploads/);
  },
};

/** The product API refuses: its reason is shown and everything typed stays. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.contact.serverError } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await fillMessage(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('pages:contact.send') }));
    await expect(
      await canvas.findByText(t('pages:failed', { reason: t('errors:api.serverError') })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('pages:contact.subject')) }),
    ).toHaveValue('Cover colour');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.contact.slow } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await fillMessage(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('pages:contact.send') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('pages:contact.send') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(
      await canvas.findByText(t('pages:contact.sentTitle'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A Polish phone: the channels in Polish, the form no wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('radio', {
        name: startingWith(t('general:enums.contactChannels.formContactRequestBudget')),
      }),
    ).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
