import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import {
  pagePhotoSlots,
  photoFits,
  type DesignDoc,
  type DesignPage,
  type PhotoSlot,
  type Template,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';
import { usePageName } from '../PageStrip.tsx';
import { FlipButtons } from './ArrangeButtons.tsx';

/** A slot the photo can trade places with: on its own page, or on another page of the book. */
interface SwapChoice {
  key: string;
  pageIndex: number;
  slotId: string;
  label: string;
}

/** The other slots of the page first, then every other page's slots in the book's order. */
function useSwapChoices(
  template: Template,
  doc: DesignDoc,
  page: DesignPage,
  slotId: string,
  photoSlots: readonly PhotoSlot[],
): SwapChoice[] {
  const { t } = useTranslation('constructor');
  const pageName = usePageName(doc);
  const slotsOf = (candidate: DesignPage) =>
    candidate.index === page.index ? photoSlots : pagePhotoSlots(template, candidate);
  const pages = [page, ...doc.pages.filter((candidate) => candidate.index !== page.index)];
  return pages.flatMap((candidate) => {
    const slots = slotsOf(candidate);
    return slots.flatMap((slot, position): SwapChoice[] => {
      if (candidate.index === page.index && slot.id === slotId) return [];
      const photo = t('slots.photo', { number: position + 1 });
      const name =
        candidate.index === page.index ? photo : `${pageName(candidate.index)} · ${photo}`;
      return [
        {
          key: `${candidate.id}/${slot.id}`,
          pageIndex: candidate.index,
          slotId: slot.id,
          label: candidate.photos[slot.id] ? name : `${name} (${t('slots.empty')})`,
        },
      ];
    });
  });
}

/**
 * Flip, fit or fill, and "swap with…": how the photo sits in its slot and which slot it is in,
 * on this page or another one of the book. Every one is a single undo step.
 */
export function PhotoArrangeTools({
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
  const fitId = useId();
  const others = useSwapChoices(template, doc, page, slotId, photoSlots);
  const [swapWith, setSwapWith] = useState('');
  const placed = page.photos[slotId];
  if (!placed) return null;
  const fit = placed.fit ?? 'fill';
  // By default another slot of this page, or else the next page's: the facing page of a spread.
  const target =
    others.find((candidate) => candidate.key === swapWith) ??
    others.find((candidate) => candidate.pageIndex === page.index) ??
    others.find((candidate) => candidate.pageIndex > page.index) ??
    others[0];
  return (
    <>
      <div className={styles.buttonRow} role="group" aria-labelledby={fitId}>
        <span className={styles.nativeLabel} id={fitId}>
          {t('photo.fitLabel')}
        </span>
        {photoFits.map((option) => (
          <Button
            key={option}
            size="small"
            variant={fit === option ? 'solid' : 'soft'}
            tone="neutral"
            aria-pressed={fit === option}
            onClick={() =>
              dispatch({
                type: 'command',
                command: { type: 'setPhotoFit', pageIndex: page.index, slotId, fit: option },
              })
            }
          >
            {t(`photo.fit_${option}`)}
          </Button>
        ))}
      </div>
      <div className={styles.buttonRow}>
        <FlipButtons
          flipped={{ horizontal: Boolean(placed.flipX), vertical: Boolean(placed.flipY) }}
          onFlip={(axis) =>
            dispatch({
              type: 'command',
              command: { type: 'flipPhoto', pageIndex: page.index, slotId, axis },
            })
          }
        />
      </div>
      {others.length > 0 ? (
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
      ) : null}
    </>
  );
}
