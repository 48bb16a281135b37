import { canvasEdges } from '@shop/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canvasEdgeOf, type DesignDoc } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import * as editorStyles from '../Editor.css.ts';
import * as styles from './CanvasEdgePanel.css.ts';
import { Panel } from './Panel.tsx';

/**
 * What a canvas shows round its frame: the photo's edge mirrored, the page's colour, or the
 * photo itself folded round. The preview shows the choice; each change is one undo step.
 */
export function CanvasEdgePanel({ doc, dispatch }: { doc: DesignDoc; dispatch: EditorDispatch }) {
  const { t } = useTranslation('constructor');
  const name = useId();
  const chosen = canvasEdgeOf(doc);
  return (
    <Panel heading={t('canvasEdge.heading')}>
      <fieldset className={styles.choices}>
        <VisuallyHidden>
          <legend>{t('canvasEdge.heading')}</legend>
        </VisuallyHidden>
        {canvasEdges.map((edge) => (
          <div key={edge} className={styles.choice}>
            <input
              id={`${name}-${edge}`}
              type="radio"
              name={name}
              value={edge}
              checked={chosen === edge}
              aria-describedby={`${name}-${edge}-hint`}
              onChange={() =>
                dispatch({ type: 'command', command: { type: 'setCanvasEdge', edge } })
              }
            />
            <span className={styles.choiceText}>
              <label htmlFor={`${name}-${edge}`} className={styles.choiceLabel}>
                {t(`canvasEdge.${edge}`)}
              </label>
              <span id={`${name}-${edge}-hint`} className={editorStyles.hint}>
                {t(`canvasEdge.${edge}Hint`)}
              </span>
            </span>
          </div>
        ))}
      </fieldset>
    </Panel>
  );
}
