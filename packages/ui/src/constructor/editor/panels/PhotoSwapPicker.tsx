import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import type { DesignDoc, DesignPage, PhotoSlot, Template } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';
import { useSwapChoices } from './useSwapChoices.ts';

/**
 * "Swap with…": the slot the photo trades places with, on this page or another one of the book;
 * the page and the selection follow the photo. Nothing when the book has no other slot.
 */
export function PhotoSwapPicker({
  template,
  doc,
  page,
  slotId,
  photoSlots,
  dispatch,
}: {
  template: Template;
  doc: DesignDoc;
  page: DesignPage;
  slotId: string;
  photoSlots: readonly PhotoSlot[];
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const others = useSwapChoices(template, doc, page, slotId, photoSlots);
  const [swapWith, setSwapWith] = useState('');
  // By default another slot of this page, or else the next page's: the facing page of a spread.
  const target =
    others.find((candidate) => candidate.key === swapWith) ??
    others.find((candidate) => candidate.pageIndex === page.index) ??
    others.find((candidate) => candidate.pageIndex > page.index) ??
    others[0];
  if (others.length === 0) return null;
  return (
    <div className={styles.buttonRow}>
      <label className={styles.nativeLabel}>
        {t('photo.swapWith')}
        <select
          className={styles.nativeControl}
          value={target?.key ?? ''}
          onChange={(event) => setSwapWith(event.target.value)}
        >
          {others.map((candidate) => (
            <option key={candidate.key} value={candidate.key}>
              {candidate.label}
            </option>
          ))}
        </select>
      </label>
      <Button
        size="small"
        variant="soft"
        tone="neutral"
        disabled={!target}
        onClick={() => {
          if (!target) return;
          dispatch({
            type: 'command',
            command: {
              type: 'swapPhotos',
              pageIndex: page.index,
              fromSlotId: slotId,
              toPageIndex: target.pageIndex,
              toSlotId: target.slotId,
            },
          });
          // The page and the selection follow the photo to its new slot.
          dispatch({ type: 'goToPage', pageIndex: target.pageIndex });
          dispatch({ type: 'select', selection: { kind: 'photo', id: target.slotId } });
        }}
      >
        {t('photo.swap')}
      </Button>
    </div>
  );
}
