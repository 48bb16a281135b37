import { useTranslation } from 'react-i18next';
import { maxZoom, minZoomOf, type PhotoSlot, type PlacedPhoto } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import { GestureSlider } from './GestureSlider.tsx';

/**
 * The photo's zoom, from the whole photo (when the slot shows it whole) or filling the slot up to
 * the maximum; a slide is one undo step, ended on release.
 */
export function PhotoZoomSlider({
  slot,
  pageIndex,
  slotId,
  placed,
  dispatch,
}: {
  slot: PhotoSlot | undefined;
  pageIndex: number;
  slotId: string;
  placed: PlacedPhoto;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const minZoom = slot ? minZoomOf(slot, placed.photo, placed.transform.rotation, placed.fit) : 1;
  return (
    <GestureSlider
      label={t('photo.zoom')}
      min={Math.floor(minZoom * 100) / 100}
      max={maxZoom}
      step={0.05}
      value={placed.transform.zoom}
      valueText={`${Math.round(placed.transform.zoom * 100)}%`}
      onSlide={(zoom) =>
        dispatch({
          type: 'command',
          command: { type: 'zoomPhoto', zoom, pageIndex, slotId },
          gesture: `zoom-slider-${slotId}`,
        })
      }
      dispatch={dispatch}
    />
  );
}
