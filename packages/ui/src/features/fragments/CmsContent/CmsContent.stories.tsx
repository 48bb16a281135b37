import type { ContentBlock } from '@shop/domain';
import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CmsContent } from './CmsContent.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

const resource = (key: string, title: string): ContentBlock => ({
  kind: 'RESOURCE',
  title,
  body_html: `<p>${title} made with your photos.</p>`,
  media: [
    {
      type: 'IMAGE',
      image: fixtures.catalogue.image({
        kind: 'catalog',
        key,
        label: title,
        width: 800,
        height: 600,
      }),
    },
  ],
  link: { label: `See ${title.toLowerCase()}`, href: `/${key}` },
});

const blocks: ContentBlock[] = [
  {
    kind: 'ARTICLE',
    title: 'Christmas gifts',
    body_html:
      '<h2>Order by 16 December</h2><p>Personal gifts that arrive on time. <a href="/en-ie/help-center">Delivery times</a>.</p>',
    media: [],
    link: null,
  },
  resource('calendars', 'Calendars'),
  resource('mugs', 'Mugs'),
  {
    kind: 'TAB',
    title: 'Paper',
    body_html: '<p>170 g silk paper, FSC certified.</p>',
    media: [],
    link: null,
  },
  {
    kind: 'TAB',
    title: 'Delivery',
    body_html: '<p>Ships in 3 working days.</p>',
    media: [],
    link: null,
  },
];

const meta = {
  title: 'Features/Fragments/CmsContent',
  component: CmsContent,
  args: { blocks, site: fixtures.countrySite(), pageTitle: 'Christmas gifts' },
} satisfies Meta<typeof CmsContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    // The leading article repeats the page title, so its title is left out.
    await expect(canvas.queryByRole('heading', { name: 'Christmas gifts' })).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Order by 16 December' }),
    ).toBeVisible();
    const related = canvas.getByRole('list', { name: t('content:resources') });
    await expect(related.querySelectorAll('li')).toHaveLength(2);
    // In-site links of the CMS get the country site's prefix.
    await expect(canvas.getByRole('link', { name: 'See mugs' })).toHaveAttribute(
      'href',
      '/en-ie/mugs',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Delivery' }));
    await expect(canvas.getByText('Ships in 3 working days.')).toBeVisible();
  },
};

/** Nothing but text. */
export const TextOnly: Story = {
  args: {
    blocks: [
      {
        kind: 'ARTICLE',
        title: 'About us',
        body_html: '<p>We have printed your memories since 2004.</p>',
        media: [],
        link: null,
      },
    ],
    pageTitle: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'About us' })).toBeVisible();
  },
};

/** A video: the API sends no captions, so it opens in the browser's player from a poster and a link. */
export const WithVideo: Story = {
  args: {
    pageTitle: undefined,
    blocks: [
      {
        kind: 'ARTICLE',
        title: 'How we print your photo book',
        body_html: '<p>From upload to binding in four minutes.</p>',
        media: [
          {
            type: 'VIDEO',
            url: 'https://videos.example/how-we-print.mp4',
            poster: fixtures.catalogue.image({
              kind: 'banner',
              key: 'how-we-print',
              label: 'Our print room in Getafe',
              width: 1280,
              height: 720,
            }),
          },
        ],
        link: null,
      },
    ],
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('img', { name: 'Our print room in Getafe' })).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: new RegExp(t('content:watchVideo', { title: 'How we print your photo book' })),
      }),
    ).toHaveAttribute('href', 'https://videos.example/how-we-print.mp4');
  },
};
