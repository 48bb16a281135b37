import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TagsListScreen } from './TagsListScreen.tsx';
import { expectFitsPhoneWidth, expectLinkToRoute } from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

const meta = {
  title: 'Features/Screens/TagsList',
  component: TagsListScreen,
} satisfies Meta<typeof TagsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const list = await canvas.findByRole('list', { name: t('catalogue:tags.title') });
    await expect(list.querySelectorAll('li')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'Christmas' })).toHaveAttribute(
      'href',
      '/en-ie/t/christmas',
    );
  },
};

/** The first request fails: the page says so, and its retry asks again and lists the themes. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.failsOnce } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('catalogue:states.loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('catalogue:states.retry') }));
    const list = await canvas.findByRole('list', { name: t('catalogue:tags.title') });
    await expect(list.querySelectorAll('li')).toHaveLength(7);
    await expect(canvas.queryByText(t('catalogue:states.loadError'))).toBeNull();
  },
};

/** On a phone the themes fit the screen, each leading to its theme page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'es' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const list = await canvas.findByRole('list', { name: t('catalogue:tags.title') });
    await expect(list).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
    for (const link of within(list).getAllByRole('link'))
      await expectLinkToRoute(link, 'tag', globals);
  },
};
