import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { AddPhotoIcon, PagesIcon, TextIcon } from '../../../design-system/primitives/Icon/icons.ts';
import type { PhotoAsset } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as editorStyles from '../Editor.css.ts';
import * as styles from '../PhoneToolbar.css.ts';
import { PhotoFileInput } from '../PhotoFileInput.tsx';
import type { PhoneTool } from './phoneTools.ts';
import { DoneButton, ToolButton } from './ToolButton.tsx';

/**
 * The bar's tools with nothing selected (or an empty slot): add a photo, add a text, and a book's
 * pages.
 */
export function PageTools({
  photoSlotId,
  isBook,
  tool,
  onToggle,
  onAddText,
  dispatch,
}: {
  /** The empty slot selected, if any: a photo added goes in it. */
  photoSlotId: string | null;
  isBook: boolean;
  tool: PhoneTool | null;
  onToggle: (tool: PhoneTool) => void;
  onAddText: () => void;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  return (
    <>
      <ToolButton
        icon={AddPhotoIcon}
        label={t('phoneTools.addPhoto')}
        expanded={tool === 'addPhoto'}
        onClick={() => onToggle('addPhoto')}
      />
      {photoSlotId ? null : (
        <ToolButton icon={TextIcon} label={t('text.add')} onClick={onAddText} />
      )}
      {isBook && !photoSlotId ? (
        <ToolButton
          icon={PagesIcon}
          label={t('pages.label')}
          expanded={tool === 'pages'}
          onClick={() => onToggle('pages')}
        />
      ) : null}
      {photoSlotId ? <DoneButton dispatch={dispatch} /> : null}
    </>
  );
}

/**
 * The sheet of "add photo": choose photos from the device, and place one from the library in the
 * selected slot, the next empty one, or (where the page allows it) anywhere on the page.
 */
export function AddPhotoSheet({
  photoSlotId,
  library,
  thumbnails,
  placeFreely,
  onPlaceFreely,
  onUpload,
  onPlace,
  onPlaceFree,
}: {
  photoSlotId: string | null;
  library: readonly PhotoAsset[];
  thumbnails: ReadonlyMap<string, string>;
  placeFreely: boolean;
  onPlaceFreely: (placeFreely: boolean) => void;
  onUpload: (files: FileList) => void;
  onPlace: (photo: PhotoAsset) => void;
  onPlaceFree?: (photo: PhotoAsset) => void;
}) {
  const { t } = useTranslation('constructor');
  const fileInput = useRef<HTMLInputElement>(null);
  const placesFreely = Boolean(onPlaceFree) && placeFreely && !photoSlotId;
  return (
    <>
      <PhotoFileInput ref={fileInput} testId="phone-photo-file-input" onUpload={onUpload} />
      <Button variant="solid" onClick={() => fileInput.current?.click()}>
        {t('tray.choose')}
      </Button>
      {onPlaceFree && !photoSlotId ? (
        <Button
          variant={placeFreely ? 'solid' : 'soft'}
          tone="neutral"
          aria-pressed={placeFreely}
          onClick={() => onPlaceFreely(!placeFreely)}
        >
          {t('phoneTools.placeFreely')}
        </Button>
      ) : null}
      {library.length === 0 ? (
        <p className={editorStyles.hint}>{t('tray.empty')}</p>
      ) : (
        <ul className={styles.photos}>
          {library.map((photo, index) => (
            <li key={photo.url}>
              <button
                type="button"
                className={styles.photo}
                aria-label={
                  placesFreely
                    ? t('tray.placeFree', { number: index + 1 })
                    : photoSlotId
                      ? t('tray.place', { number: index + 1 })
                      : t('tray.placeNext', { number: index + 1 })
                }
                onClick={() => (placesFreely ? onPlaceFree?.(photo) : onPlace(photo))}
              >
                <img
                  className={editorStyles.thumb}
                  src={thumbnails.get(photo.url) ?? photo.url}
                  alt=""
                  width={64}
                  height={64}
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
