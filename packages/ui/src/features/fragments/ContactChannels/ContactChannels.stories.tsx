import { contactChannels } from '@shop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyBrand, storySite } from '../../layouts/shared/storySupport.tsx';
import { expectFitsPhoneWidth, expectLinkToRoute } from '../../screens/screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { ContactChannels, helpCategoriesAnchor } from './ContactChannels.tsx';

// Each brand's channels lead into its own es-es country site.
const meta = {
  title: 'Features/Fragments/ContactChannels',
  component: ContactChannels,
  args: { site: storySite('main') },
  render: (args, { globals }) => (
    <ContactChannels {...args} site={storySite(storyBrand(globals))} />
  ),
} satisfies Meta<typeof ContactChannels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four channels, each with its words and the page it opens. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const section = canvas.getByRole('region', { name: t('help:contact.title') });
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(
      contactChannels.length,
    );
    const prefix = storySite(storyBrand(globals)).pathPrefix;
    const subjects = canvas.getByRole('link', { name: t('help:contact.open.helpCenter') });
    await expect(subjects).toHaveAttribute('href', `${prefix}/help-center#${helpCategoriesAnchor}`);
    const write = canvas.getByRole('link', { name: t('help:contact.open.formContact') });
    await expectLinkToRoute(write, 'contact', globals);
    await expect(write.getAttribute('href')).not.toContain('?');
    // The quote and the chat open the contact form on their own channel.
    for (const channel of ['formContactRequestBudget', 'chat'] as const) {
      const link = canvas.getByRole('link', { name: t(`help:contact.open.${channel}`) });
      await expectLinkToRoute(link, 'contact', globals);
      await expect(link).toHaveAttribute('href', expect.stringMatching(`\\?channel=${channel}$`));
    }
  },
};

/** On a phone, in Polish: one channel under the other, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('help:contact.title') }),
    ).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
