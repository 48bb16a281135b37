import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import {
  photoFits,
  type DesignDoc,
  type DesignPage,
  type PhotoSlot,
  type Template,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';
import { FlipButtons } from './ArrangeButtons.tsx';
import { PhotoSwapPicker } from './PhotoSwapPicker.tsx';

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
  const placed = page.photos[slotId];
  if (!placed) return null;
  const fit = placed.fit ?? 'fill';
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
      <PhotoSwapPicker
        template={template}
        doc={doc}
        page={page}
        slotId={slotId}
        photoSlots={photoSlots}
        dispatch={dispatch}
      />
    </>
  );
}
