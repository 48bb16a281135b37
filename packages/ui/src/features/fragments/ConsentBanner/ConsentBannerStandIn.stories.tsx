import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { ConsentBannerStandIn } from './ConsentBannerStandIn.tsx';
import { consentChoice } from './consentBannerVariants.ts';

const meta = {
  title: 'Features/Fragments/ConsentBanner/StandIn',
  component: ConsentBannerStandIn,
  args: { consentVersion: 2, onConsentChange: fn(), onConfigure: fn(), onIntent: fn() },
  decorators: [
    (Story) => (
      <>
        <div style={{ height: '150vh' }}>A long page</div>
        <button type="button" style={{ width: '100%' }}>
          Continue to address
        </button>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof ConsentBannerStandIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What the server renders for a visitor who has not answered: the banner's text and buttons over
 * the page bottom; accepting answers at once, the settings ask for the full banner.
 */
export const AcceptAll: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const banner = canvas.getByRole('region', { name: t('consent:heading') });
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // The page keeps room below its end: its last button scrolls clear of the banner.
    await waitFor(() => expect(document.body.style.paddingBlockEnd).not.toBe(''));
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const last = canvas.getByRole('button', { name: 'Continue to address' });
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      banner.getBoundingClientRect().top,
    );
    await userEvent.click(canvas.getByRole('button', { name: t('consent:acceptAll') }));
    await expect(args.onConsentChange).toHaveBeenCalledWith(consentChoice(2, true, true));
  },
};

export const RejectAll: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('consent:rejectAll') }));
    await expect(args.onConsentChange).toHaveBeenCalledWith(consentChoice(2, false, false));
  },
};

/** The settings button asks for the full banner with its settings; the keyboard gets there in order. */
export const Configure: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    // The room below the page comes with the browser's first layout.
    await waitFor(() => expect(document.body.style.paddingBlockEnd).not.toBe(''));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue to address' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('consent:acceptAll') })).toHaveFocus();
    await expect(args.onIntent).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.tab();
    const configure = canvas.getByRole('button', { name: t('consent:configure') });
    await expect(configure).toHaveFocus();
    await expect(configure).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onIntent).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfigure).toHaveBeenCalledTimes(1);
    await expect(args.onConsentChange).not.toHaveBeenCalled();
  },
};
