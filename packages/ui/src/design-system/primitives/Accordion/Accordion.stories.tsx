import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion } from './Accordion.tsx';
import { overflowsSideways, textLines } from '../../../testing/storyLayout.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

const faq = [
  {
    value: 'change',
    title: 'Can I change my order?',
    content: <p>Yes, until it is sent to print, usually one hour after payment.</p>,
  },
  {
    value: 'track',
    title: 'How do I track my parcel?',
    content: <p>Use the tracking link in your shipping e-mail.</p>,
  },
  {
    value: 'return',
    title: 'Can I return a personalised product?',
    content: <p>Personalised products cannot be returned unless they arrive damaged.</p>,
  },
  { value: 'old', title: 'Old orders (before 2020)', content: <p>Contact us.</p>, disabled: true },
];

const meta = {
  title: 'Design system/Primitives/Accordion',
  component: Accordion,
  args: { items: faq },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One section open at a time; Enter or Space toggles, arrows move between headers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const change = canvas.getByRole('button', { name: 'Can I change my order?' });
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Can I change my order?' }),
    ).toBeInTheDocument();
    await userEvent.tab();
    await expect(change).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(change).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Can I change my order?' })).toHaveTextContent(
      'one hour after payment',
    );
    await userEvent.keyboard('{ArrowDown}');
    const track = canvas.getByRole('button', { name: 'How do I track my parcel?' });
    await expect(track).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(track).toHaveAttribute('aria-expanded', 'true');
    await expect(change).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(track);
    await expect(track).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Old orders (before 2020)' })).toBeDisabled();
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['change', 'return'], headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Can I change my order?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      canvas.getByRole('button', { name: 'Can I return a personalised product?' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

export const LongText: Story = {
  args: {
    defaultValue: 'long',
    items: [
      {
        value: 'long',
        title:
          'What happens if the photos I uploaded have a lower resolution than the print size needs for a sharp result?',
        content: (
          <p>
            We warn you in the editor with a yellow sign on the page. You can still order: the print
            will look softer than the screen suggests. Our studio also checks every order and
            e-mails you if a page looks very blurry.
          </p>
        ),
      },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Accordion {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('button', { name: /lower resolution than the print size/ });
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    // The long question wraps within the width instead of running off it.
    await expect(textLines(title)).toBeGreaterThan(1);
    await expect(overflowsSideways(title)).toBe(false);
    await screenshotStoryHere();
    await userEvent.click(title);
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/yellow sign on the page/)).toBeNull();
  },
};
