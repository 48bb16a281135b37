import { updatePage, type CommandHandlers } from './commandHandlers.ts';
import { pageTextSlots, textOfSlot } from './document.ts';
import { grownFreeText } from './studioCommands.ts';
import type { DesignDoc, FreeText, PlacedText, Template, TextStyle } from './types.ts';

/** The commands on a page's texts: those of its slots and those the customer added. */
export type TextCommand =
  | { type: 'setText'; pageIndex: number; slotId: string; text: string }
  | { type: 'setTextStyle'; pageIndex: number; slotId: string; style: Partial<TextStyle> }
  | { type: 'addFreeText'; pageIndex: number; freeText: FreeText }
  | {
      type: 'updateFreeText';
      pageIndex: number;
      id: string;
      changes: Partial<Omit<FreeText, 'id'>>;
    }
  | { type: 'removeFreeText'; pageIndex: number; id: string };

function setSlotText(
  template: Template,
  doc: DesignDoc,
  command: Extract<TextCommand, { type: 'setText' | 'setTextStyle' }>,
): DesignDoc {
  return updatePage(doc, command.pageIndex, (page) => {
    const slot = pageTextSlots(template, page).find((candidate) => candidate.id === command.slotId);
    if (!slot) return page;
    const current = textOfSlot(page, slot);
    const next: PlacedText =
      command.type === 'setText'
        ? { ...current, text: command.text.slice(0, slot.maxLength) }
        : { ...current, ...command.style };
    return { ...page, texts: { ...page.texts, [slot.id]: next } };
  });
}

export const textCommands: CommandHandlers<TextCommand> = {
  setText: setSlotText,
  setTextStyle: setSlotText,
  addFreeText: (_template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) =>
      page.freeTexts.some((text) => text.id === command.freeText.id)
        ? page
        : { ...page, freeTexts: [...page.freeTexts, command.freeText] },
    ),
  updateFreeText: (_template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) =>
      page.freeTexts.some((text) => text.id === command.id)
        ? {
            ...page,
            freeTexts: page.freeTexts.map((text) =>
              text.id === command.id ? grownFreeText({ ...text, ...command.changes }) : text,
            ),
          }
        : page,
    ),
  removeFreeText: (_template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) =>
      page.freeTexts.some((text) => text.id === command.id)
        ? { ...page, freeTexts: page.freeTexts.filter((text) => text.id !== command.id) }
        : page,
    ),
};
