import { useTranslation } from 'react-i18next';
import {
  slotDpi,
  type DesignDoc,
  type DesignPage,
  type PhotoSlot,
  type Template,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';
import { GestureSlider } from './GestureSlider.tsx';
import { Panel } from './Panel.tsx';
import { PhotoArrangeTools } from './PhotoArrangeTools.tsx';
import { PhotoZoomSlider } from './PhotoZoomSlider.tsx';
import { SlotPhotoActions } from './SlotPhotoActions.tsx';

/** The tools of the photo in the selected slot: its fit, flips, slot, zoom and turn. */
export function PhotoPanel({
  template,
  doc,
  page,
  slotId,
  dispatch,
  photoSlots = [],
}: {
  template: Template;
  doc: DesignDoc;
  page: DesignPage;
  slotId: string | null;
  dispatch: EditorDispatch;
  /** The page's photo slots, for "swap with…". */
  photoSlots?: readonly PhotoSlot[];
}) {
  const { t } = useTranslation('constructor');
  const placed = slotId ? page.photos[slotId] : undefined;
  if (!slotId || !placed)
    return (
      <Panel heading={t('photo.heading')}>
        <p className={styles.hint}>{slotId ? t('photo.emptySlot') : t('photo.none')}</p>
      </Panel>
    );
  const command = (
    change:
      { type: 'rotatePhoto'; rotation: number } | { type: 'resetPhoto' } | { type: 'removePhoto' },
    gesture?: string,
  ) =>
    dispatch({ type: 'command', command: { ...change, pageIndex: page.index, slotId }, gesture });
  const dpi = Math.floor(slotDpi(template, doc, page.index, slotId) ?? 0);
  return (
    <Panel heading={t('photo.heading')}>
      <p className={styles.hint}>{t('photo.dpi', { dpi })}</p>
      <PhotoArrangeTools
        template={template}
        doc={doc}
        page={page}
        slotId={slotId}
        photoSlots={photoSlots}
        dispatch={dispatch}
      />
      <PhotoZoomSlider
        slot={photoSlots.find((candidate) => candidate.id === slotId)}
        pageIndex={page.index}
        slotId={slotId}
        placed={placed}
        dispatch={dispatch}
      />
      <GestureSlider
        label={t('photo.rotation')}
        min={-180}
        max={180}
        step={1}
        value={Math.round(placed.transform.rotation)}
        valueText={`${Math.round(placed.transform.rotation)}°`}
        onSlide={(rotation) =>
          command({ type: 'rotatePhoto', rotation }, `rotate-slider-${slotId}`)
        }
        dispatch={dispatch}
      />
      <SlotPhotoActions
        onRotate={() => command({ type: 'rotatePhoto', rotation: placed.transform.rotation + 90 })}
        onReset={() => command({ type: 'resetPhoto' })}
        onRemove={() => command({ type: 'removePhoto' })}
      />
    </Panel>
  );
}
