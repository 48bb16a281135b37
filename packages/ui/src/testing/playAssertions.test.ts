import { describe, expect, it } from 'vitest';
import {
  findPlayViolations,
  nothingToActOn,
  storiesOf,
  type PlayViolation,
} from './playAssertions.ts';

// Every stories file of the package, as text.
const sources = import.meta.glob<string>('../**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const storiesFiles = Object.entries(sources)
  .map(([path, source]) => ({ path: path.replace(/^\.\.\//, 'src/'), source }))
  .sort((a, b) => a.path.localeCompare(b.path));

const describeViolation = ({ storyId, rule, file }: PlayViolation) =>
  `${storyId} (${rule}) in ${file}`;

describe('play functions of the stories', () => {
  const violations = findPlayViolations(storiesFiles);

  it('reads every stories file', () => {
    expect(storiesFiles.length).toBeGreaterThan(100);
  });

  it('exercise the state each story shows', () => {
    expect(violations.map(describeViolation)).toEqual([]);
  });

  it('exempt from acting only stories that exist', () => {
    const ids = new Set(storiesOf(storiesFiles).map(({ storyId }) => storyId));
    expect(Object.keys(nothingToActOn).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('the play function check', () => {
  const check = (stories: string) =>
    findPlayViolations([
      {
        path: 'Example.stories.tsx',
        source: `import { expect, userEvent, waitFor } from 'storybook/test';
const meta = { title: 'Fragments/Example', component: Example } satisfies Meta<typeof Example>;
export default meta;
${stories}`,
      },
    ]).map(({ storyId, rule }) => `${storyId} ${rule}`);

  it('finds a story without a play function', () => {
    expect(check('export const Plain: Story = { args: {} };')).toEqual([
      'fragments-example--plain no-play',
    ]);
  });

  it('finds a play function that asserts nothing', () => {
    expect(
      check(`export const Open: Story = {
        play: async ({ canvas }) => { await userEvent.click(canvas.getByRole('button')); },
      };`),
    ).toEqual(['fragments-example--open no-assertion']);
  });

  it('follows spread stories, other stories’ plays and the file’s own functions', () => {
    expect(
      check(`async function seesIt(canvas) { await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible()); }
      export const Base: Story = { play: async ({ canvas }) => seesIt(canvas) };
      export const Spread: Story = { ...Base, args: {} };
      export const Reuse: Story = { play: async (context) => { await Base.play?.(context); } };`),
    ).toEqual([]);
  });

  it('finds a server error, empty state or phone story that does not act', () => {
    const seen = `play: async ({ canvas }) => { await expect(canvas.getByRole('alert')).toHaveTextContent('x'); }`;
    expect(
      check(`export const ServerError: Story = { ${seen} };
      export const CartEmpty: Story = { ${seen} };
      export const MobileMenuOpen: Story = { ${seen} };
      export const Mobiles: Story = { ${seen} };`),
    ).toEqual([
      'fragments-example--server-error state-not-exercised',
      'fragments-example--cart-empty state-not-exercised',
      'fragments-example--mobile-menu-open state-not-exercised',
    ]);
  });

  it('finds a loading story that only sees something', () => {
    expect(
      check(`export const Loading: Story = { play: async ({ canvas }) => {
        await expect(canvas.getByRole('status')).toBeVisible();
        await expect(canvas.getByText('x')).not.toBeInTheDocument();
      } };
      export const LoadingBusy: Story = { play: async ({ canvas }) => {
        await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
      } };`),
    ).toEqual(['fragments-example--loading visibility-only']);
  });
});
