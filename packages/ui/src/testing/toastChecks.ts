// Checks of a shown notification for the stories' play functions. Not part of the public API.
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18nFor } from '../features/i18n/i18nFor.ts';

/** The notifications region (F8) of the page, named in the story's language. */
export function notificationsRegion(language = 'en'): HTMLElement {
  const { t } = i18nFor(language);
  return screen.getByRole('region', { name: t('overlays:notifications', { hotkey: 'F8' }) });
}

/**
 * Waits for the notification with this title: announced to screen readers through a live
 * region (`status`, polite; assertive for critical ones) and shown in the notifications region.
 * Returns the notification. (The live region says the label first: match the title unanchored.)
 */
export async function findNotification(
  title: string | RegExp,
  language = 'en',
): Promise<HTMLElement> {
  const says = (text: string) =>
    typeof title === 'string' ? text.includes(title) : title.test(text);
  // Radix speaks a new notification through a visually hidden status region for a second.
  await waitFor(() =>
    expect(
      screen.getAllByRole('status').filter((status) => says(status.textContent ?? '')),
    ).not.toEqual([]),
  );
  const region = await waitFor(() => notificationsRegion(language));
  const notification = (await within(region).findByText(title)).closest('li');
  if (!notification) throw new Error(`"${String(title)}" is not in a notification`);
  await expect(notification).toBeVisible();
  return notification;
}

/** Dismisses a notification with its close button and waits until it is gone. */
export async function dismissNotification(notification: HTMLElement, language = 'en') {
  const { t } = i18nFor(language);
  await userEvent.click(
    within(notification).getByRole('button', { name: t('overlays:dismissNotification') }),
  );
  await waitFor(() => expect(notification).not.toBeInTheDocument());
}
