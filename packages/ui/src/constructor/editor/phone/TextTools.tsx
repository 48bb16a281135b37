import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BoldIcon,
  EditIcon,
  ItalicIcon,
  RemoveIcon,
  TextIcon,
} from '../../../design-system/primitives/Icon/icons.ts';
import { TextArea } from '../../../design-system/primitives/TextArea/TextArea.tsx';
import type { DesignPage, FreeText, PlacedText, TextSlot } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import type { PhoneTool } from './phoneTools.ts';
import { DoneButton, ToolButton } from './ToolButton.tsx';

/** The selected text, in a text slot or placed freely. */
export interface SelectedText {
  text: PlacedText;
  slot: TextSlot | undefined;
  free: FreeText | undefined;
}

/** Changes to the selected text's words and style, as the commands of a slot or a free text. */
export function textCommands(
  page: DesignPage,
  { slot, free }: SelectedText,
  dispatch: EditorDispatch,
) {
  const setText = (value: string) => {
    if (slot)
      dispatch({
        type: 'command',
        command: { type: 'setText', pageIndex: page.index, slotId: slot.id, text: value },
        gesture: `type-${slot.id}`,
      });
    else if (free)
      dispatch({
        type: 'command',
        command: {
          type: 'updateFreeText',
          pageIndex: page.index,
          id: free.id,
          changes: { text: value },
        },
        gesture: `type-${free.id}`,
      });
  };
  const setStyle = (style: Partial<PlacedText>) => {
    if (slot)
      dispatch({
        type: 'command',
        command: { type: 'setTextStyle', pageIndex: page.index, slotId: slot.id, style },
      });
    else if (free)
      dispatch({
        type: 'command',
        command: { type: 'updateFreeText', pageIndex: page.index, id: free.id, changes: style },
      });
  };
  return { setText, setStyle };
}

/** The bar's tools for a text: edit its words, its font, bold, italic, and remove a free one. */
export function TextTools({
  page,
  selected,
  tool,
  onToggle,
  dispatch,
}: {
  page: DesignPage;
  selected: SelectedText;
  tool: PhoneTool | null;
  onToggle: (tool: PhoneTool) => void;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const { text, free } = selected;
  const { setStyle } = textCommands(page, selected, dispatch);
  return (
    <>
      <ToolButton
        icon={EditIcon}
        label={t('phoneTools.edit')}
        expanded={tool === 'edit'}
        onClick={() => onToggle('edit')}
      />
      <ToolButton
        icon={TextIcon}
        label={t('text.font')}
        expanded={tool === 'font'}
        onClick={() => onToggle('font')}
      />
      <ToolButton
        icon={BoldIcon}
        label={t('text.bold')}
        pressed={Boolean(text.bold)}
        onClick={() => setStyle({ bold: !text.bold })}
      />
      <ToolButton
        icon={ItalicIcon}
        label={t('text.italic')}
        pressed={Boolean(text.italic)}
        onClick={() => setStyle({ italic: !text.italic })}
      />
      {free ? (
        <ToolButton
          icon={RemoveIcon}
          label={t('text.remove')}
          tone="critical"
          onClick={() =>
            dispatch({
              type: 'command',
              command: { type: 'removeFreeText', pageIndex: page.index, id: free.id },
            })
          }
        />
      ) : null}
      <DoneButton dispatch={dispatch} />
    </>
  );
}

/** The sheet of "edit": the text's words. */
export function TextEditSheet({
  page,
  selected,
  dispatch,
  fieldRef,
}: {
  page: DesignPage;
  selected: SelectedText;
  dispatch: EditorDispatch;
  fieldRef: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation('constructor');
  const { setText } = textCommands(page, selected, dispatch);
  return (
    <TextArea
      ref={fieldRef}
      label={t('text.content')}
      value={selected.text.text}
      maxLength={selected.slot?.maxLength}
      rows={2}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
