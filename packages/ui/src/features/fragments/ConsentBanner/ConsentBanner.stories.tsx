import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { ConsentBanner } from './ConsentBanner.tsx';

const meta = {
  title: 'Features/Fragments/ConsentBanner',
  component: ConsentBanner,
  args: { consent: null, consentVersion: 2, onConsentChange: fn(), placement: 'inline' },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const banner = canvas.getByRole('region', { name: t('consent:heading') });
    await expect(banner).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('consent:acceptAll') }));
    await expect(args.onConsentChange).toHaveBeenCalledWith({
      isConsentGiven: true,
      isAdsAccepted: true,
      isAnalyticsAccepted: true,
      consentVersion: 2,
    });
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const RejectAll: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('consent:rejectAll') }));
    await expect(args.onConsentChange).toHaveBeenCalledWith({
      isConsentGiven: false,
      isAdsAccepted: false,
      isAnalyticsAccepted: false,
      consentVersion: 2,
    });
  },
};

/** Keyboard only: open the settings, allow analytics, keep ads off, save. */
export const Configure: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const configure = canvas.getByRole('button', { name: t('consent:configure') });
    await expect(configure).toHaveFocus();
    await expect(configure).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    const analytics = canvas.getByRole('switch', { name: t('consent:analytics') });
    await expect(analytics).toHaveFocus();
    await expect(canvas.getByRole('switch', { name: t('consent:necessary') })).toBeDisabled();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await expect(canvas.getByRole('switch', { name: t('consent:ads') })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('consent:save') }));
    await expect(args.onConsentChange).toHaveBeenCalledWith({
      isConsentGiven: true,
      isAdsAccepted: false,
      isAnalyticsAccepted: true,
      consentVersion: 2,
    });
  },
};

export const ConfigureOpen: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('consent:configure') }));
    await expect(canvas.getByRole('group', { name: t('consent:options') })).toBeVisible();
  },
};

export const EscapeClosesSettings: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('consent:configure') }));
    await expect(canvas.getByRole('switch', { name: t('consent:analytics') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('consent:configure') })).toHaveFocus();
  },
};

/** The customer answered version 1; the texts are now version 2, so the banner asks again. */
export const NewConsentVersion: Story = {
  args: {
    consent: {
      isConsentGiven: true,
      isAdsAccepted: false,
      isAnalyticsAccepted: true,
      consentVersion: 1,
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('region', { name: t('consent:heading') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('consent:configure') }));
    // The previous answer is the starting point.
    await expect(canvas.getByRole('switch', { name: t('consent:analytics') })).toBeChecked();
  },
};

/** Already answered for this version: nothing is shown. */
export const AlreadyAnswered: Story = {
  args: {
    consent: {
      isConsentGiven: false,
      isAdsAccepted: false,
      isAnalyticsAccepted: false,
      consentVersion: 2,
    },
  },
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** On a phone: the settings open within the width, and the answer closes the banner. */
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
    const banner = canvas.getByRole('region', { name: t('consent:heading') });
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('consent:configure') }));
    const analytics = canvas.getByRole('switch', { name: t('consent:analytics') });
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    await userEvent.click(analytics);
    await userEvent.click(canvas.getByRole('button', { name: t('consent:save') }));
    await expect(args.onConsentChange).toHaveBeenCalledWith({
      isConsentGiven: true,
      isAdsAccepted: false,
      isAnalyticsAccepted: true,
      consentVersion: 2,
    });
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Whether a click at the middle of the element would reach it, i.e. nothing covers it. */
const uncovered = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === element;
};

/**
 * As the storefront shows it: fixed over the bottom of the window, yet the page stays usable
 * before the customer answers: a field the keyboard focuses scrolls clear of it, and the page
 * keeps room below its end, so its last button scrolls clear of it too.
 */
export const Overlay: Story = {
  args: { placement: 'overlay' },
  parameters: { visual: false },
  decorators: [
    (Story) => (
      <>
        <div style={{ height: 'calc(100vh - 6rem)' }}>A long page</div>
        <label>
          Postcode <input />
        </label>
        <div style={{ height: '100vh' }} />
        <button type="button" style={{ width: '100%' }}>
          Continue to address
        </button>
        <Story />
      </>
    ),
  ],
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const banner = canvas.getByRole('region', { name: t('consent:heading') });
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // Fixed over the page, with as much room kept below the page's end.
    const gap = window.innerHeight - banner.getBoundingClientRect().bottom;
    await waitFor(() =>
      expect(document.body.style.paddingBlockEnd).toBe(`${Math.ceil(banner.offsetHeight + gap)}px`),
    );
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(field).toHaveFocus();
    await expect(uncovered(field)).toBe(true);
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await expect(uncovered(canvas.getByRole('button', { name: 'Continue to address' }))).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: t('consent:rejectAll') }));
    await expect(args.onConsentChange).toHaveBeenCalledTimes(1);
    // Answered, it gives the room back.
    await expect(document.documentElement.style.scrollPaddingBlockEnd).toBe('');
    await expect(document.body.style.paddingBlockEnd).toBe('');
  },
};
