import { db, mailedCollageId, mailedCollageToken, scenarios, startedCollageId } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import {
  canvasReady,
  collage,
  designSaved,
  forgetDrafts,
  saveTimeout,
  storyApiOrigin,
} from './storySupport.ts';
import { storyMessages } from '../testing/storyMessages.ts';
import { screenshotStoryHere } from '../testing/storyScreenshot.ts';

type Messages = ReturnType<typeof storyMessages>;

/**
 * A guest's design follows the customer to any device: "Send me a link" mails a link to it, the
 * link opens it in another browser, and without the link the design says it is someone else's.
 */
const meta = {
  title: 'Constructor/Design link',
  component: ConstructorScreen,
  args: {
    articleId: collage,
    guest: true,
    onDesignSaved: fn(),
    onAddedToCart: fn(),
    onOpenDesign: fn(),
    onLinkOpened: fn(),
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    forgetDrafts();
  },
} satisfies Meta<typeof ConstructorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'ana.garcia@example.com';

/** The guest's saved collage open in the editor, and the "Send me a link" dialog opened on it. */
async function openLinkDialog(canvasElement: HTMLElement, t: Messages) {
  await canvasReady(canvasElement);
  const canvas = within(canvasElement);
  await expect(canvas.getByText(t('constructor:save.saved'))).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: t('constructor:designLink.open') }));
  const dialog = await within(document.body).findByRole(
    'dialog',
    { name: t('constructor:designLink.title') },
    { timeout: 5000 },
  );
  await expect(dialog).toHaveAccessibleDescription(t('constructor:designLink.description'));
  // The form loads when the dialog opens.
  await within(dialog).findByRole(
    'textbox',
    { name: new RegExp(`^${t('constructor:designLink.email')}`) },
    { timeout: 5000 },
  );
  return within(dialog);
}

const emailField = (dialog: Awaited<ReturnType<typeof openLinkDialog>>, t: Messages) =>
  dialog.getByRole('textbox', { name: new RegExp(`^${t('constructor:designLink.email')}`) });

/** The form filled in, before sending. */
export const SendLinkFilled: Story = {
  args: { designId: startedCollageId },
  parameters: { msw: { handlers: scenarios.designs.startedCollage } },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const dialog = await openLinkDialog(canvasElement, t);
    await userEvent.type(emailField(dialog, t), email);
    await expect(emailField(dialog, t)).toHaveValue(email);
    await expect(
      dialog.getByRole('button', { name: t('constructor:designLink.send') }),
    ).toBeEnabled();
    await expect(db.outbox).toEqual([]);
  },
};

/** Sent: the customer is told where the link went, and the mail carries the design's link. */
export const SendLinkSent: Story = {
  args: { designId: startedCollageId },
  parameters: { msw: { handlers: scenarios.designs.startedCollage } },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const dialog = await openLinkDialog(canvasElement, t);
    await userEvent.type(emailField(dialog, t), email);
    await userEvent.click(dialog.getByRole('button', { name: t('constructor:designLink.send') }));
    await expect(
      await dialog.findByText(t('constructor:designLink.sent', { email }), {}, { timeout: 5000 }),
    ).toBeVisible();
    await screenshotStoryHere();
    const [mail] = db.outbox;
    await expect(mail).toMatchObject({
      to: email,
      kind: 'design-link',
      design_id: startedCollageId,
    });
    await expect(mail?.link).toMatch(
      new RegExp(`/create/${collage}\\?design=${startedCollageId}&token=[A-Z2-9]{32}$`),
    );
    await userEvent.click(dialog.getByRole('button', { name: t('constructor:designLink.done') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** A mistyped address is caught on the spot, in the site's language; nothing is sent. */
export const SendLinkInvalidEmail: Story = {
  args: { designId: startedCollageId },
  parameters: { msw: { handlers: scenarios.designs.startedCollage } },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const dialog = await openLinkDialog(canvasElement, t);
    await userEvent.type(emailField(dialog, t), 'ana.garcia@');
    await userEvent.click(dialog.getByRole('button', { name: t('constructor:designLink.send') }));
    await expect(await dialog.findByText(t('forms:errors.email'))).toBeVisible();
    await expect(emailField(dialog, t)).toHaveAttribute('aria-invalid', 'true');
    await expect(db.outbox).toEqual([]);
  },
};

/** The API fails to send: the form says so and keeps the address to try again. */
export const SendLinkFailed: Story = {
  args: { designId: startedCollageId },
  parameters: {
    msw: {
      handlers: [
        http.post(`${storyApiOrigin}/designs/:id/email-link`, () =>
          HttpResponse.json(
            { error: { error_code: 5000, message: 'The mail service is down' } },
            { status: 500 },
          ),
        ),
        ...scenarios.designs.startedCollage,
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const dialog = await openLinkDialog(canvasElement, t);
    await userEvent.type(emailField(dialog, t), email);
    await userEvent.click(dialog.getByRole('button', { name: t('constructor:designLink.send') }));
    const alert = await dialog.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('constructor:designLink.failed'));
    await expect(emailField(dialog, t)).toHaveValue(email);
    await expect(dialog.queryByText(t('constructor:designLink.sent', { email }))).toBeNull();
  },
};

/** A logged-in customer's designs open anywhere after login: no link is offered. */
export const NoLinkWhenLoggedIn: Story = {
  args: { designId: startedCollageId, guest: false },
  parameters: { msw: { handlers: scenarios.designs.startedCollage } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await expect(canvas.getByText(t('constructor:save.saved'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('constructor:designLink.open') }),
    ).toBeNull();
  },
};

/** The message of a design that is not this browser's, found by its heading. */
async function noAccessMessage(canvasElement: HTMLElement, t: Messages) {
  const message = await within(canvasElement).findByRole(
    'region',
    { name: t('constructor:opening.noAccessTitle') },
    { timeout: 5000 },
  );
  return message;
}

/**
 * Another browser's design opened without its link: it says so, shows nothing of the design, and
 * offers to log in (and come back) or to start a new design of the same product.
 */
export const NoAccess: Story = {
  args: { designId: mailedCollageId },
  parameters: { msw: { handlers: scenarios.designs.mailedLink } },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const message = await noAccessMessage(canvasElement, t);
    await expect(message).toHaveTextContent(t('constructor:opening.noAccessDescription'));
    await expect(message).not.toHaveTextContent('Playa de La Caleta');
    await expect(canvas.queryByText(t('constructor:opening.notFoundTitle'))).toBeNull();
    const logIn = within(message).getByRole('link', { name: t('constructor:opening.logIn') });
    const target = new URL(logIn.getAttribute('href') ?? '', 'https://shop.test');
    await expect(target.pathname).toMatch(/\/login$/);
    await expect(target.searchParams.get('redirect')).toMatch(
      new RegExp(`/create/${collage}\\?design=${mailedCollageId}$`),
    );
    await screenshotStoryHere();
    await userEvent.click(
      within(message).getByRole('button', { name: t('constructor:opening.startNewDesign') }),
    );
    await canvasReady(canvasElement);
    await expect(args.onOpenDesign).toHaveBeenCalledWith(undefined);
    await expect(canvas.getByText(t('constructor:save.idle'))).toBeVisible();
  },
};

/** A link whose token does not open the design: the same offer, and why. */
export const LinkRefused: Story = {
  args: { designId: mailedCollageId, linkToken: 'NOTTHETOKENOFTHISDESIGN234567ABC' },
  parameters: { msw: { handlers: scenarios.designs.mailedLink } },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const message = await noAccessMessage(canvasElement, t);
    await expect(message).toHaveTextContent(t('constructor:opening.linkRefusedDescription'));
    await expect(
      within(message).getByRole('button', { name: t('constructor:opening.startNewDesign') }),
    ).toBeVisible();
    await expect(args.onLinkOpened).not.toHaveBeenCalled();
  },
};

/** The mailed link in this browser: the design opens as saved on the phone, to go on with here. */
export const OpenedFromLink: Story = {
  args: { designId: mailedCollageId, linkToken: mailedCollageToken },
  parameters: { msw: { handlers: scenarios.designs.mailedLink } },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await expect(canvas.getByText(t('constructor:save.saved'))).toBeVisible();
    await waitFor(() => expect(args.onLinkOpened).toHaveBeenCalledWith(mailedCollageId));
    // This browser may now save it: a change reaches the server's design.
    const design = db.designs.find((candidate) => candidate.id === mailedCollageId);
    const revision = design?.revision ?? 0;
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:background.cream') }));
    await waitFor(() => expect(design?.revision).toBe(revision + 1), { timeout: saveTimeout });
    await designSaved(canvasElement, t('constructor:save.saved'));
  },
};
