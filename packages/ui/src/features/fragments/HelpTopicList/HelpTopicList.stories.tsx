import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyBrand, storySite } from '../../layouts/shared/storySupport.tsx';
import { expectFitsPhoneWidth, expectLinkToRoute } from '../../screens/screenStorySupport.ts';
import { HelpTopicList } from './HelpTopicList.tsx';

const topics = [
  { id: 23, slug: 'shipping-costs_23', title: 'How much does shipping cost?', category_id: 5 },
  { id: 31, slug: 'track-my-order_31', title: 'Where is my order?', category_id: 5 },
  { id: 40, slug: 'change-address_40', title: 'Can I change the address?', category_id: 5 },
];

// Each brand's links lead into its own es-es country site.
const meta = {
  title: 'Features/Fragments/HelpTopicList',
  component: HelpTopicList,
  args: { topics, site: storySite('main'), 'aria-labelledby': 'topics-title' },
  render: (args, { globals }) => (
    <>
      <h2 id="topics-title">Orders on their way</h2>
      <HelpTopicList {...args} site={storySite(storyBrand(globals))} />
    </>
  ),
} satisfies Meta<typeof HelpTopicList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subject's topics, each leading to its page by its slugged id. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: 'Orders on their way' });
    await expect(list.querySelectorAll('li')).toHaveLength(topics.length);
    const link = canvas.getByRole('link', { name: 'Where is my order?' });
    await expectLinkToRoute(link, 'helpCenterTopic', globals);
    await expect(link).toHaveAttribute(
      'href',
      `${storySite(storyBrand(globals)).pathPrefix}/help-center/topic/track-my-order_31`,
    );
  },
};

/** A long title on a phone wraps inside the screen. */
export const LongTitleOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    topics: [
      {
        id: 52,
        slug: 'photo-book-delivery_52',
        title:
          'What happens to my photo book order when the carrier cannot deliver it to my address on the first attempt?',
        category_id: 7,
      },
      ...topics,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(topics.length + 1);
    await expectFitsPhoneWidth(canvasElement);
  },
};
