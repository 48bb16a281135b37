import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import {
  stickerNames,
  stickerUrl,
  type DesignPage,
  type PlacedSticker,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';
import { Panel } from './Panel.tsx';
import * as studio from './StudioPanels.css.ts';

const step = { small: 2, large: 10 };

/** Arrow keys move a placed sticker, + and − resize it, Delete removes it. */
function stickerKeys(
  event: KeyboardEvent,
  sticker: PlacedSticker,
  update: (changes: Partial<PlacedSticker>) => void,
  remove: () => void,
) {
  const distance = event.shiftKey ? step.large : step.small;
  const moves: Record<string, Partial<PlacedSticker>> = {
    ArrowLeft: { x: sticker.x - distance },
    ArrowRight: { x: sticker.x + distance },
    ArrowUp: { y: sticker.y - distance },
    ArrowDown: { y: sticker.y + distance },
    '+': { width: sticker.width + distance },
    '=': { width: sticker.width + distance },
    '-': { width: sticker.width - distance },
  };
  const change = moves[event.key];
  if (change) update(change);
  else if (event.key === 'Delete' || event.key === 'Backspace') remove();
  else return;
  event.preventDefault();
}

/** The shop's stickers to add to the page, and the page's stickers to move, resize or remove. */
export function StickerPanel({ page, dispatch }: { page: DesignPage; dispatch: EditorDispatch }) {
  const { t } = useTranslation('constructor');
  const placedId = useId();
  const name = (sticker: string) => t(`stickers.names.${sticker}` as 'stickers.names.heart');
  const placed = page.stickers ?? [];
  const update = (id: string, changes: Partial<PlacedSticker>) =>
    dispatch({
      type: 'command',
      command: { type: 'updateSticker', pageIndex: page.index, id, changes },
    });
  const remove = (id: string) =>
    dispatch({ type: 'command', command: { type: 'removeSticker', pageIndex: page.index, id } });
  return (
    <Panel heading={t('stickers.heading')}>
      <ul className={studio.artGrid}>
        {stickerNames.map((sticker) => (
          <li key={sticker}>
            <button
              type="button"
              className={studio.artTile}
              aria-label={t('stickers.add', { name: name(sticker) })}
              onClick={() =>
                dispatch({
                  type: 'command',
                  command: {
                    type: 'addSticker',
                    pageIndex: page.index,
                    id: `sticker-${Date.now().toString(36)}-${placed.length + 1}`,
                    sticker,
                  },
                })
              }
            >
              <img className={studio.artImage} src={stickerUrl(sticker)} alt="" />
            </button>
          </li>
        ))}
      </ul>
      {placed.length > 0 ? (
        <>
          <h3 className={studio.groupHeading} id={placedId}>
            {t('stickers.onPage')}
          </h3>
          <p className={styles.hint}>{t('stickers.hint')}</p>
          <ul className={styles.swatches} aria-labelledby={placedId}>
            {placed.map((sticker) => (
              <li key={sticker.id} className={studio.placedSticker}>
                <button
                  type="button"
                  className={studio.artTile}
                  aria-label={t('stickers.placed', { name: name(sticker.sticker) })}
                  onKeyDown={(event) =>
                    stickerKeys(
                      event,
                      sticker,
                      (changes) => update(sticker.id, changes),
                      () => remove(sticker.id),
                    )
                  }
                >
                  <img className={studio.artImage} src={stickerUrl(sticker.sticker)} alt="" />
                </button>
                <Button
                  size="small"
                  tone="neutral"
                  variant="soft"
                  onClick={() => remove(sticker.id)}
                >
                  {t('stickers.remove')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}
