import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import {
  filterAdjustments,
  filterPresets,
  type DesignPage,
  type PhotoFilter,
  type Selection,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';
import { Panel } from './Panel.tsx';

/** The selected photo's filter: a look (black and white, sepia, warm, cool) and adjustments. */
export function FilterPanel({
  page,
  selection,
  dispatch,
}: {
  page: DesignPage;
  selection: Selection;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const slotId =
    selection?.kind === 'photo' || selection?.kind === 'freePhoto' ? selection.id : undefined;
  const placed = slotId
    ? (page.photos[slotId] ?? page.freePhotos.find((free) => free.id === slotId))
    : undefined;
  if (!slotId || !placed)
    return (
      <Panel heading={t('filter.heading')}>
        <p className={styles.hint}>{t('filter.pick')}</p>
      </Panel>
    );
  const filter: PhotoFilter = placed.filter ?? {};
  const set = (next: PhotoFilter) =>
    dispatch({
      type: 'command',
      command: { type: 'setPhotoFilter', pageIndex: page.index, slotId, filter: next },
    });
  const { preset: _preset, ...adjustments } = filter;
  return (
    <Panel heading={t('filter.heading')}>
      <div className={styles.buttonRow} role="group" aria-label={t('filter.heading')}>
        {[undefined, ...filterPresets].map((preset) => (
          <Button
            key={preset ?? 'none'}
            size="small"
            tone="neutral"
            variant={filter.preset === preset ? 'solid' : 'soft'}
            aria-pressed={filter.preset === preset}
            onClick={() => set(preset ? { ...adjustments, preset } : adjustments)}
          >
            {t(`filter.${preset ?? 'none'}`)}
          </Button>
        ))}
      </div>
      {filterAdjustments.map((adjustment) => (
        <label key={adjustment} className={styles.nativeLabel}>
          {t(`filter.${adjustment}`)}
          <input
            type="range"
            className={styles.nativeControl}
            min={-100}
            max={100}
            step={5}
            value={filter[adjustment] ?? 0}
            onChange={(event) => set({ ...filter, [adjustment]: Number(event.target.value) })}
          />
        </label>
      ))}
    </Panel>
  );
}
