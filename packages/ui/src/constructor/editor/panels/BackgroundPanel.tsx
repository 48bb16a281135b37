import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import {
  backgrounds,
  backgroundValue,
  pageLayouts,
  svgDataUrl,
  type BackgroundKind,
  type DesignPage,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';
import { Panel } from './Panel.tsx';
import * as studio from './StudioPanels.css.ts';

const kinds: readonly [BackgroundKind, 'colours' | 'patterns' | 'textures'][] = [
  ['colour', 'colours'],
  ['pattern', 'patterns'],
  ['texture', 'textures'],
];

/** The page's background (colours, patterns, textures) and its layout of photo slots. */
export function BackgroundPanel({
  page,
  dispatch,
}: {
  page: DesignPage;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const layoutId = useId();
  const groupId = useId();
  return (
    <Panel heading={t('background.heading')}>
      {kinds.map(([kind, heading]) => (
        <div key={kind}>
          <h3 className={studio.groupHeading} id={`${groupId}-${kind}`}>
            {t(`background.${heading}`)}
          </h3>
          <ul className={studio.artGrid} aria-labelledby={`${groupId}-${kind}`}>
            {backgrounds
              .filter((background) => background.kind === kind)
              .map((background) => {
                const value = backgroundValue(background);
                return (
                  <li key={background.id}>
                    <button
                      type="button"
                      className={studio.artTile}
                      style={{
                        backgroundColor: background.colour,
                        ...(background.tile
                          ? { backgroundImage: `url("${svgDataUrl(background.tile.svg)}")` }
                          : {}),
                      }}
                      aria-pressed={page.background === value}
                      aria-label={t(`background.${background.id}` as 'background.white')}
                      onClick={() =>
                        dispatch({
                          type: 'command',
                          command: { type: 'setBackground', pageIndex: page.index, color: value },
                        })
                      }
                    />
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
      <h3 className={styles.nativeLabel} id={layoutId}>
        {t('layout.heading')}
      </h3>
      <div className={styles.buttonRow} role="group" aria-labelledby={layoutId}>
        {pageLayouts.map((layout) => (
          <Button
            key={layout}
            size="small"
            variant={page.layout === layout ? 'solid' : 'soft'}
            tone="neutral"
            aria-pressed={page.layout === layout}
            onClick={() =>
              dispatch({
                type: 'command',
                command: { type: 'setLayout', pageIndex: page.index, layout },
              })
            }
          >
            {t(`layout.${layout}`)}
          </Button>
        ))}
      </div>
    </Panel>
  );
}
