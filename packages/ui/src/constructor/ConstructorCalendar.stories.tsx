import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConstructorScreen } from './ConstructorScreen.tsx';
import type { DesignCommand, Template } from './model/index.ts';
import {
  canvasReady,
  designSaved,
  forgetDrafts,
  restoreDraft,
  storyPicture,
  wallCalendar,
} from './storySupport.ts';
import { escapeRegExp, storyMessages } from '../testing/storyMessages.ts';
import { screenshotStoryHere } from '../testing/storyScreenshot.ts';

const beach = storyPicture('beach', 2400, 1800);
const forest = storyPicture('forest', 1800, 2400);

/** A calendar from `month` 2027, with a photo on its cover and on its first two months. */
const calendarFrom =
  (month: number) =>
  (template: Template): DesignCommand[] => {
    const slot = (page: number) => template.pages[page === 0 ? 0 : 1]?.photo_slots[0]?.id ?? '';
    return [
      { type: 'setCalendarStart', year: 2027, month },
      { type: 'placePhoto', pageIndex: 0, slotId: slot(0), photo: beach },
      { type: 'placePhoto', pageIndex: 1, slotId: slot(1), photo: forest },
      { type: 'placePhoto', pageIndex: 2, slotId: slot(2), photo: beach },
    ];
  };

/** Waits for the bold face the grid's titles and holidays are drawn in. */
const boldFaceReady = () =>
  waitFor(() => expect(document.fonts.check('700 16px "Montserrat"')).toBe(true));

/** Opens a month page from the page list, by the month's name. */
async function openMonth(root: HTMLElement, name: string) {
  const nav = within(root).getByRole('navigation');
  await userEvent.click(within(nav).getByRole('button', { name }));
  await canvasReady(root);
}

const meta = {
  title: 'Constructor/Calendar',
  component: ConstructorScreen,
  args: { articleId: wallCalendar, onDesignSaved: fn(), onAddedToCart: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    forgetDrafts();
  },
} satisfies Meta<typeof ConstructorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A month page: the photo over the month's grid, its name and weekdays in the site's language
 * (Ireland's English here), the country's public holidays in the brand's accent colour and named
 * under the page.
 */
export const MonthPage: Story = {
  beforeEach: () => restoreDraft(wallCalendar, calendarFrom(3), [beach, forest]),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const nav = canvas.getByRole('navigation', { name: t('constructor:pages.label') });
    // Cover and twelve months, named by month, from March 2027 to February 2028.
    const pageButtons = within(nav).getAllByRole('button');
    await expect(pageButtons.map((button) => button.textContent)).toEqual(
      expect.arrayContaining([t('constructor:pages.side_cover'), 'March 2027', 'February 2028']),
    );
    await openMonth(canvasElement, 'March 2027');
    await expect(canvas.getByRole('img', { name: /March 2027/ })).toHaveAccessibleName(
      new RegExp(
        escapeRegExp('March 2027: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday'),
      ),
    );
    // Saint Patrick's Day, from the holidays loaded for Ireland.
    await waitFor(() =>
      expect(canvas.getByTestId('calendar-holidays')).toHaveTextContent(/17 March – St\. Patrick/),
    );
    await boldFaceReady();
    await canvasReady(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
    await screenshotStoryHere();
  },
};

/** On the French site: "juillet 2027", weeks from Monday (lundi), the 14th of July marked. */
export const FrenchMonthPage: Story = {
  globals: { locale: 'fr' },
  beforeEach: () => restoreDraft(wallCalendar, calendarFrom(7), [beach, forest]),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    await openMonth(canvasElement, 'juillet 2027');
    await expect(canvas.getByRole('img', { name: /juillet 2027/ })).toHaveAccessibleName(
      /juillet 2027: lundi, mardi, mercredi, jeudi, vendredi, samedi, dimanche/,
    );
    await waitFor(() =>
      expect(canvas.getByTestId('calendar-holidays')).toHaveTextContent(
        /14 juillet – Fête nationale/i,
      ),
    );
    await boldFaceReady();
    await canvasReady(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
  },
};

/**
 * The first month is the customer's: choosing March renames the month pages and moves the grid
 * (the cover's years become 2027–2028); undo brings January back.
 */
export const StartMonth: Story = {
  beforeEach: () => restoreDraft(wallCalendar, calendarFrom(1), [beach, forest]),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvasReady(canvasElement);
    const range = canvas.getByTestId('calendar-range');
    await expect(range).toHaveTextContent(
      t('constructor:calendar.range', { first: 'January 2027', last: 'December 2027' }),
    );
    const nav = canvas.getByRole('navigation', { name: t('constructor:pages.label') });
    await expect(within(nav).getByRole('button', { name: 'January 2027' })).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('constructor:calendar.startMonth') }),
      'March',
    );
    await expect(range).toHaveTextContent(
      t('constructor:calendar.range', { first: 'March 2027', last: 'February 2028' }),
    );
    await expect(within(nav).queryByRole('button', { name: 'January 2027' })).toBeNull();
    await openMonth(canvasElement, 'March 2027');
    await expect(canvas.getByRole('img', { name: /March 2027: Monday/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('constructor:undo') }));
    await expect(range).toHaveTextContent(
      t('constructor:calendar.range', { first: 'January 2027', last: 'December 2027' }),
    );
    await expect(within(nav).getByRole('button', { name: 'January 2027' })).toBeVisible();
    await boldFaceReady();
    await canvasReady(canvasElement);
    await designSaved(canvasElement, t('constructor:save.saved'));
  },
};
