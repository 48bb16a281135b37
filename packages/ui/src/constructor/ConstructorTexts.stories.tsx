import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import { canvasReady, collage, designSaved, forgetDrafts, restoreDraft } from './storySupport.ts';
import { storyMessages } from '../testing/storyMessages.ts';

const meta = {
  title: 'Constructor/Texts',
  component: ConstructorScreen,
  args: { articleId: collage, onDesignSaved: fn(), onAddedToCart: fn(), onOpenDesign: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    forgetDrafts();
  },
} satisfies Meta<typeof ConstructorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * True when `letter` draws from `family` itself: drawn on a canvas as `"family", Inter`, it
 * differs from Inter alone (a face without the glyph falls back to Inter, pixel for pixel).
 */
function drawsInOwnFont(letter: string, family: string): boolean {
  const pixels = (font: string) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.font = font;
    context.fillText(letter, 8, 48);
    return context.getImageData(0, 0, 64, 64).data.join();
  };
  return pixels(`48px "${family}", Inter`) !== pixels('48px Inter');
}

const polishText = 'Zażółć gęślą jaźń';

/**
 * A Polish text in a serif font: its letters outside Latin (ż, ł, ę…) draw in the font's own
 * Latin Extended face, not in a fallback, on the canvas as in print.
 */
export const PolishTextInSerif: Story = {
  globals: { locale: 'pl' },
  beforeEach: () =>
    restoreDraft(
      collage,
      (template) => {
        const slot = template.pages[0]?.text_slots[0];
        return slot
          ? [
              { type: 'setText', pageIndex: 0, slotId: slot.id, text: polishText },
              {
                type: 'setTextStyle',
                pageIndex: 0,
                slotId: slot.id,
                style: { fontFamily: 'Lora', fontSizePt: 72 },
              },
            ]
          : [];
      },
      [],
    ),
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    // The restored design is saved again: the screenshot shows it settled.
    await designSaved(canvasElement, t('constructor:save.saved'));
    const letters = [...new Set(polishText.replace(/\s/g, ''))];
    await waitFor(
      () =>
        expect(
          letters.filter((letter) => !drawsInOwnFont(letter, 'Lora')),
          'letters drawn in a fallback font',
        ).toEqual([]),
      { timeout: 5000 },
    );
  },
};
