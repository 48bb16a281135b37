import type { Ref } from 'react';
import * as styles from './Editor.css.ts';

/**
 * The hidden file chooser a visible button opens; image/* lets phones offer their camera roll
 * and camera. Choosing the same files again works: the value is cleared after each choice.
 */
export function PhotoFileInput({
  ref,
  testId,
  onUpload,
}: {
  ref: Ref<HTMLInputElement>;
  testId: string;
  onUpload: (files: FileList) => void;
}) {
  return (
    <input
      ref={ref}
      className={styles.fileInput}
      type="file"
      accept="image/*"
      multiple
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(event) => {
        if (event.target.files?.length) onUpload(event.target.files);
        event.target.value = '';
      }}
    />
  );
}
