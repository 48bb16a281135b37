import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import type { DesignPage, FreePhoto } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../Editor.css.ts';
import { LayerOrderButtons } from './ArrangeButtons.tsx';

/** A free photo's quarter turn, its place among the other free photos, and its removal. */
export function FreePhotoActions({
  page,
  free,
  dispatch,
  onRotate,
}: {
  page: DesignPage;
  free: FreePhoto;
  dispatch: EditorDispatch;
  onRotate: () => void;
}) {
  const { t } = useTranslation('constructor');
  return (
    <div className={styles.buttonRow}>
      <Button size="small" variant="soft" tone="neutral" onClick={onRotate}>
        {t('photo.rotate')}
      </Button>
      <LayerOrderButtons
        position={page.freePhotos.findIndex((candidate) => candidate.id === free.id)}
        count={page.freePhotos.length}
        onArrange={(direction) =>
          dispatch({
            type: 'command',
            command: { type: 'arrangeFreePhoto', pageIndex: page.index, id: free.id, direction },
          })
        }
      />
      <Button
        size="small"
        variant="soft"
        tone="critical"
        onClick={() =>
          dispatch({
            type: 'command',
            command: { type: 'removeFreePhoto', pageIndex: page.index, id: free.id },
          })
        }
      >
        {t('photo.remove')}
      </Button>
    </div>
  );
}
