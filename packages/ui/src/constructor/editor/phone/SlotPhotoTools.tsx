import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import {
  FitIcon,
  FlipHorizontalIcon,
  FlipVerticalIcon,
  RemoveIcon,
  SwapIcon,
  ZoomIcon,
} from '../../../design-system/primitives/Icon/icons.ts';
import type { DesignPage, PhotoSlot, PlacedPhoto } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../PhoneToolbar.css.ts';
import type { PhoneTool } from './phoneTools.ts';
import { DoneButton, ToolButton } from './ToolButton.tsx';

interface SlotPhotoProps {
  page: DesignPage;
  slotId: string;
  photoSlots: readonly PhotoSlot[];
  dispatch: EditorDispatch;
}

/** The bar's tools for the photo in a slot: swap, flips, fit, zoom, remove. */
export function SlotPhotoTools({
  page,
  slotId,
  placed,
  photoSlots,
  tool,
  onToggle,
  dispatch,
}: SlotPhotoProps & {
  placed: PlacedPhoto;
  tool: PhoneTool | null;
  onToggle: (tool: PhoneTool) => void;
}) {
  const { t } = useTranslation('constructor');
  const photoCommand = (
    change:
      | { type: 'removePhoto' }
      | { type: 'flipPhoto'; axis: 'horizontal' | 'vertical' }
      | { type: 'setPhotoFit'; fit: 'fill' | 'fit' },
  ) => dispatch({ type: 'command', command: { ...change, pageIndex: page.index, slotId } });
  return (
    <>
      {photoSlots.some((candidate) => candidate.id !== slotId) ? (
        <ToolButton
          icon={SwapIcon}
          label={t('photo.swap')}
          expanded={tool === 'swap'}
          onClick={() => onToggle('swap')}
        />
      ) : null}
      <ToolButton
        icon={FlipHorizontalIcon}
        label={t('photo.flip_horizontal')}
        pressed={Boolean(placed.flipX)}
        onClick={() => photoCommand({ type: 'flipPhoto', axis: 'horizontal' })}
      />
      <ToolButton
        icon={FlipVerticalIcon}
        label={t('photo.flip_vertical')}
        pressed={Boolean(placed.flipY)}
        onClick={() => photoCommand({ type: 'flipPhoto', axis: 'vertical' })}
      />
      <ToolButton
        icon={FitIcon}
        label={t('photo.fit_fit')}
        pressed={placed.fit === 'fit'}
        onClick={() =>
          photoCommand({ type: 'setPhotoFit', fit: placed.fit === 'fit' ? 'fill' : 'fit' })
        }
      />
      <ToolButton
        icon={ZoomIcon}
        label={t('photo.zoom')}
        expanded={tool === 'zoom'}
        onClick={() => onToggle('zoom')}
      />
      <ToolButton
        icon={RemoveIcon}
        label={t('photo.remove')}
        tone="critical"
        onClick={() => photoCommand({ type: 'removePhoto' })}
      />
      <DoneButton dispatch={dispatch} />
    </>
  );
}

/** The sheet of "swap": the page's other slots, the photo trades places with the one tapped. */
export function SwapSheet({ page, slotId, photoSlots, dispatch }: SlotPhotoProps) {
  const { t } = useTranslation('constructor');
  const others = photoSlots.filter((candidate) => candidate.id !== slotId);
  const numberOf = (id: string) => photoSlots.findIndex((candidate) => candidate.id === id) + 1;
  return (
    <div className={styles.choices} role="group" aria-label={t('photo.swapWith')}>
      {others.map((candidate) => (
        <Button
          key={candidate.id}
          variant="soft"
          tone="neutral"
          onClick={() => {
            dispatch({
              type: 'command',
              command: {
                type: 'swapPhotos',
                pageIndex: page.index,
                fromSlotId: slotId,
                toSlotId: candidate.id,
              },
            });
            dispatch({ type: 'select', selection: { kind: 'photo', id: candidate.id } });
          }}
        >
          {page.photos[candidate.id]
            ? t('slots.photo', { number: numberOf(candidate.id) })
            : `${t('slots.photo', { number: numberOf(candidate.id) })} (${t('slots.empty')})`}
        </Button>
      ))}
    </div>
  );
}
