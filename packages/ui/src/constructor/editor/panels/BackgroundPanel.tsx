import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { pageLayouts, type DesignPage } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';
import { Panel } from './Panel.tsx';

const backgroundColors = [
  { name: 'white', color: '#ffffff' },
  { name: 'cream', color: '#f7f1e3' },
  { name: 'sand', color: '#e8d8b9' },
  { name: 'sky', color: '#d6e9f8' },
  { name: 'sage', color: '#d5e3d0' },
  { name: 'charcoal', color: '#2e3138' },
] as const;

/** The page's background colour and its layout of photo slots. */
export function BackgroundPanel({
  page,
  dispatch,
}: {
  page: DesignPage;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  const layoutId = useId();
  return (
    <Panel heading={t('background.heading')}>
      <ul className={styles.swatches}>
        {backgroundColors.map((swatch) => (
          <li key={swatch.name}>
            <button
              type="button"
              className={styles.swatch}
              style={{ backgroundColor: swatch.color }}
              aria-pressed={page.background === swatch.color}
              aria-label={t(`background.${swatch.name}`)}
              onClick={() =>
                dispatch({
                  type: 'command',
                  command: { type: 'setBackground', pageIndex: page.index, color: swatch.color },
                })
              }
            />
          </li>
        ))}
      </ul>
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
