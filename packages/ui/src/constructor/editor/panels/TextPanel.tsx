import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import {
  textOfSlot,
  type DesignPage,
  type FreeText,
  type Selection,
  type Template,
  type TextSlot,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';
import { addFreeText } from '../freeContent.ts';
import { FreeTextFields } from './FreeTextFields.tsx';
import { Panel } from './Panel.tsx';
import { TextFields } from './TextFields.tsx';

/** The selected text's words and style, and "add text" for a text anywhere on the page. */
export function TextPanel({
  template,
  page,
  selection,
  textSlots,
  dispatch,
}: {
  template: Template;
  page: DesignPage;
  selection: Selection;
  textSlots: readonly TextSlot[];
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const slot =
    selection?.kind === 'text'
      ? textSlots.find((candidate) => candidate.id === selection.id)
      : undefined;
  const free: FreeText | undefined =
    selection?.kind === 'freeText'
      ? page.freeTexts.find((candidate) => candidate.id === selection.id)
      : undefined;
  const field = useRef<HTMLTextAreaElement>(null);
  // After "add text" the new text's field takes the focus, with its words selected to type over.
  const focusText = useRef<string | null>(null);
  useEffect(() => {
    if (!free || focusText.current !== free.id) return;
    focusText.current = null;
    field.current?.focus();
    field.current?.select();
  }, [free]);
  const addText = () => {
    focusText.current = addFreeText(template, page, dispatch, t('text.newText'));
  };
  return (
    <Panel heading={t('text.heading')}>
      {slot ? (
        <TextFields
          value={textOfSlot(page, slot)}
          maxLength={slot.maxLength}
          onText={(text) =>
            dispatch({
              type: 'command',
              command: { type: 'setText', pageIndex: page.index, slotId: slot.id, text },
              gesture: `type-${slot.id}`,
            })
          }
          onStyle={(style) =>
            dispatch({
              type: 'command',
              command: { type: 'setTextStyle', pageIndex: page.index, slotId: slot.id, style },
            })
          }
        />
      ) : free ? (
        <FreeTextFields page={page} free={free} fieldRef={field} dispatch={dispatch} />
      ) : (
        <p className={styles.hint}>{t('text.none')}</p>
      )}
      <Button size="small" variant="soft" onClick={addText}>
        {t('text.add')}
      </Button>
    </Panel>
  );
}
