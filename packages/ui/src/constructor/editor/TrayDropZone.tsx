import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import * as styles from './Editor.css.ts';
import { PhotoFileInput } from './PhotoFileInput.tsx';

/** Where photos are dropped, with the "Add photos" button that opens the file picker. */
export function TrayDropZone({
  hintId,
  onUpload,
}: {
  hintId: string;
  onUpload: (files: FileList) => void;
}) {
  const { t } = useTranslation('constructor');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return (
    // Dropping files is a pointer shortcut for the "Add photos" button inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={`${styles.dropZone} ${dragging ? styles.dropZoneActive : ''}`}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        setDragging(false);
        onUpload(event.dataTransfer.files);
      }}
      data-testid="photo-drop-zone"
    >
      <p className={styles.hint} id={hintId}>
        {t('tray.dropHint')}
      </p>
      <PhotoFileInput ref={input} testId="photo-file-input" onUpload={onUpload} />
      <Button
        variant="solid"
        size="small"
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {t('tray.choose')}
      </Button>
    </div>
  );
}
