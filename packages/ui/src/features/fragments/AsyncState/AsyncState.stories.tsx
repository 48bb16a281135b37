import { route, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { expect, userEvent } from 'storybook/test';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { catalogueQueries } from '../../data/catalogueQueries.ts';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { AsyncState } from './AsyncState.tsx';
import { loadingShapes, type LoadingShapeName } from './LoadingShape.tsx';

/** A block of a page that reads the shop's themes, in the shape the story names. */
function ThemesBlock({ shape }: { shape: LoadingShapeName }) {
  const { t } = useTranslation('catalogue');
  const tags = useQuery(catalogueQueries.tags(useApiClient()));
  return (
    <AsyncState
      read={tags}
      loading={{ shape, heading: shape === 'text' }}
      isEmpty={(data) => data.tags.length === 0}
      empty={
        <EmptyState
          title={t('tags.empty')}
          headingLevel={2}
          action={
            <Button variant="soft" onClick={() => void tags.refetch()}>
              {t('retry', { ns: 'general' })}
            </Button>
          }
        />
      }
    >
      {(data) => (
        <ul aria-label={t('tags.title')}>
          {data.tags.map((tag) => (
            <li key={tag.slug}>{tag.name}</li>
          ))}
        </ul>
      )}
    </AsyncState>
  );
}

const meta = {
  title: 'Features/Fragments/AsyncState',
  component: ThemesBlock,
  args: { shape: 'table' },
  argTypes: { shape: { control: 'select', options: loadingShapes } },
} satisfies Meta<typeof ThemesBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The read never answers: placeholders, hidden from screen readers, and "loading" told to them. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.timeout } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(canvas.getByText(t('general:loading'))).toBeInTheDocument();
    await expect(busy?.querySelector('[aria-hidden="true"]')?.children.length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Every named shape, as the screens draw their places while they load. */
export const Shapes: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.timeout } },
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      {loadingShapes.map((shape) => (
        <section key={shape} aria-label={shape}>
          <ThemesBlock shape={shape} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const shape of loadingShapes) {
      const section = canvas.getByRole('region', { name: shape });
      await expect(section.querySelector('[aria-busy="true"]')).not.toBeNull();
    }
  },
};

/** The read holds nothing: the screen's own empty state, not a list. */
export const Empty: Story = {
  parameters: { msw: { handlers: [route('catalogue.listTags', () => ({ tags: [] }))] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('catalogue:tags.empty') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    // The screen's own way on: here, looking again finds nothing still.
    await userEvent.click(canvas.getByRole('button', { name: t('general:retry') }));
    await expect(
      await canvas.findByRole('heading', { name: t('catalogue:tags.empty') }),
    ).toBeVisible();
  },
};

/** The first read fails: the shop's alert with a retry, and the retry reads again and shows it. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.failsOnce } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('general:loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('general:retry') }));
    const list = await canvas.findByRole('list', { name: t('catalogue:tags.title') });
    await expect(list.querySelectorAll('li')).toHaveLength(7);
    await expect(canvas.queryByText(t('general:loadError'))).toBeNull();
  },
};

/** The read answered: the content alone, with no placeholder or busy mark left. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const list = await canvas.findByRole('list', { name: t('catalogue:tags.title') });
    await expect(list.querySelectorAll('li')).toHaveLength(7);
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
  },
};
