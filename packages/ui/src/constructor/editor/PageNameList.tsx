import { Button } from '../../design-system/primitives/Button/Button.tsx';
import type { DesignDoc } from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';
import * as styles from './Editor.css.ts';
import { usePageName } from './PageStrip.tsx';

/** Every page by its name ("Front", "Back"), for a product without spreads: a click opens it. */
export function PageNameList({
  doc,
  pageIndex,
  dispatch,
}: {
  doc: DesignDoc;
  pageIndex: number;
  dispatch: EditorDispatch;
}) {
  const sideLabel = usePageName(doc);
  return (
    <ul className={styles.pageList}>
      {doc.pages.map((candidate, index) => (
        <li key={candidate.id}>
          <Button
            size="small"
            variant={index === pageIndex ? 'solid' : 'soft'}
            tone="neutral"
            aria-current={index === pageIndex ? 'page' : undefined}
            onClick={() => dispatch({ type: 'goToPage', pageIndex: index })}
          >
            {sideLabel(index)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
