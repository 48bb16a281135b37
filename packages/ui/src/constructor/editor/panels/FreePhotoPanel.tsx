import { useTranslation } from 'react-i18next';
import {
  slotDpi,
  type DesignDoc,
  type DesignPage,
  type FreePhoto,
  type Template,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';
import { FlipButtons } from './ArrangeButtons.tsx';
import { FreePhotoActions } from './FreePhotoActions.tsx';
import { FreePhotoSizeSlider } from './FreePhotoSizeSlider.tsx';
import { GestureSlider } from './GestureSlider.tsx';
import { Panel } from './Panel.tsx';

/**
 * The tools of a photo placed freely: it always shows the whole photo, so there is no crop, zoom
 * or fit; it flips, resizes, turns, goes over or under the other free photos, and comes off.
 */
export function FreePhotoPanel({
  template,
  doc,
  page,
  free,
  dispatch,
}: {
  template: Template;
  doc: DesignDoc;
  page: DesignPage;
  free: FreePhoto;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const update = (changes: Partial<FreePhoto>, gesture?: string) =>
    dispatch({
      type: 'command',
      command: { type: 'updateFreePhoto', pageIndex: page.index, id: free.id, changes },
      gesture,
    });
  const dpi = Math.floor(slotDpi(template, doc, page.index, free.id) ?? 0);
  return (
    <Panel heading={t('photo.freeHeading')}>
      <p className={styles.hint}>{t('photo.dpi', { dpi })}</p>
      <div className={styles.buttonRow}>
        <FlipButtons
          flipped={{ horizontal: Boolean(free.flipX), vertical: Boolean(free.flipY) }}
          onFlip={(axis) =>
            update(axis === 'horizontal' ? { flipX: !free.flipX } : { flipY: !free.flipY })
          }
        />
      </div>
      <FreePhotoSizeSlider
        template={template}
        pageIndex={page.index}
        free={free}
        dispatch={dispatch}
      />
      <GestureSlider
        label={t('photo.rotation')}
        min={-180}
        max={180}
        step={1}
        value={Math.round(free.rotation)}
        valueText={`${Math.round(free.rotation)}°`}
        onSlide={(rotation) => update({ rotation }, `rotate-slider-${free.id}`)}
        dispatch={dispatch}
      />
      <FreePhotoActions
        page={page}
        free={free}
        dispatch={dispatch}
        onRotate={() => update({ rotation: free.rotation + 90 })}
      />
    </Panel>
  );
}
