import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { TextArea } from '../../design-system/primitives/TextArea/TextArea.tsx';
import {
  innerRange,
  textOfSlot,
  type DesignDoc,
  type DesignPage,
  type PhotoAsset,
  type PhotoSlot,
  type PlacedText,
  type Selection,
  type Template,
  type TextSlot,
} from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';
import * as editorStyles from './Editor.css.ts';
import { PagesPanel } from './PagesPanel.tsx';
import * as styles from './PhoneToolbar.css.ts';
import { PhotoFileInput } from './PhotoTray.tsx';
import { FontPicker, FreePhotoSizeSlider, PhotoZoomSlider } from './ToolPanels.tsx';
import { Icon } from '../../design-system/primitives/Icon/Icon.tsx';
import {
  AddPhotoIcon,
  BoldIcon,
  BringForwardIcon,
  CheckIcon,
  CloseIcon,
  EditIcon,
  FitIcon,
  FlipHorizontalIcon,
  FlipVerticalIcon,
  ItalicIcon,
  PagesIcon,
  RemoveIcon,
  ResizeIcon,
  SwapIcon,
  TextIcon,
  ZoomIcon,
} from '../../design-system/primitives/Icon/icons.ts';
import type { ShopIcon } from '../../design-system/primitives/Icon/iconVariants.ts';

type Tool = 'addPhoto' | 'pages' | 'swap' | 'zoom' | 'size' | 'edit' | 'font';

const sheetLabels = {
  addPhoto: 'phoneTools.addPhoto',
  size: 'photo.size',
  pages: 'pages.label',
  swap: 'photo.swapWith',
  zoom: 'photo.zoom',
  edit: 'phoneTools.edit',
  font: 'text.font',
} as const;

/** A tool of the bar: an icon over its name, a tap target of at least 44 px. */
function ToolButton({
  icon,
  label,
  pressed,
  expanded,
  tone = 'neutral',
  onClick,
}: {
  icon: ShopIcon;
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  tone?: 'neutral' | 'critical';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.tool[tone]}
      aria-pressed={pressed}
      aria-expanded={expanded}
      onClick={onClick}
    >
      <Icon icon={icon} size="medium" />
      <span className={styles.toolLabel}>{label}</span>
    </button>
  );
}

interface PhoneToolbarProps {
  template: Template;
  doc: DesignDoc;
  page: DesignPage;
  selection: Selection;
  photoSlots: readonly PhotoSlot[];
  textSlots: readonly TextSlot[];
  library: readonly PhotoAsset[];
  thumbnails: ReadonlyMap<string, string>;
  dispatch: EditorDispatch;
  onUpload: (files: FileList) => void;
  onPlace: (photo: PhotoAsset) => void;
  /** Puts a photo anywhere on the page; only where the page allows it. */
  onPlaceFree?: (photo: PhotoAsset) => void;
  /** Adds a text to the page and selects it; returns its id. */
  onAddText: () => string;
}

/**
 * The editor's tools on a phone, pinned to the bottom of the screen (above the home indicator):
 * the tools of what is selected, and a sheet above the bar for the ones that need more room.
 */
export function PhoneToolbar({
  template,
  doc,
  page,
  selection,
  photoSlots,
  textSlots,
  library,
  thumbnails,
  dispatch,
  onUpload,
  onPlace,
  onPlaceFree,
  onAddText,
}: PhoneToolbarProps) {
  const { t } = useTranslation('constructor');
  const fileInput = useRef<HTMLInputElement>(null);
  const textField = useRef<HTMLTextAreaElement>(null);
  const focusText = useRef(false);
  const selectionKey = selection ? `${selection.kind}:${selection.id}:${page.index}` : '';
  // An open tool belongs to the selection it was opened for: selecting something else closes it.
  const [opened, setOpened] = useState<{ tool: Tool; key: string } | null>(null);
  const tool = opened?.key === selectionKey ? opened.tool : null;
  // On a page that takes free photos, "add photo" may place them anywhere on it instead of in a slot.
  const [placeFreely, setPlaceFreely] = useState(false);
  const toggle = (next: Tool) =>
    setOpened(tool === next ? null : { tool: next, key: selectionKey });

  useEffect(() => {
    if (tool !== 'edit' || !focusText.current) return;
    focusText.current = false;
    textField.current?.focus();
    textField.current?.select();
  }, [tool]);

  const photoSlotId = selection?.kind === 'photo' ? selection.id : null;
  const placed = photoSlotId ? page.photos[photoSlotId] : undefined;
  const textSlot =
    selection?.kind === 'text'
      ? textSlots.find((candidate) => candidate.id === selection.id)
      : undefined;
  const freeText =
    selection?.kind === 'freeText'
      ? page.freeTexts.find((candidate) => candidate.id === selection.id)
      : undefined;
  const text: PlacedText | undefined = textSlot ? textOfSlot(page, textSlot) : freeText;
  const freePhoto =
    selection?.kind === 'freePhoto'
      ? page.freePhotos.find((candidate) => candidate.id === selection.id)
      : undefined;
  const placesFreely = Boolean(onPlaceFree) && placeFreely && !photoSlotId;
  const isBook = innerRange(template, doc) !== null;

  const photoCommand = (
    change:
      | { type: 'removePhoto' }
      | { type: 'flipPhoto'; axis: 'horizontal' | 'vertical' }
      | { type: 'setPhotoFit'; fit: 'fill' | 'fit' },
    gesture?: string,
  ) => {
    if (!photoSlotId) return;
    dispatch({
      type: 'command',
      command: { ...change, pageIndex: page.index, slotId: photoSlotId },
      gesture,
    });
  };
  const setText = (value: string) => {
    if (textSlot)
      dispatch({
        type: 'command',
        command: { type: 'setText', pageIndex: page.index, slotId: textSlot.id, text: value },
        gesture: `type-${textSlot.id}`,
      });
    else if (freeText)
      dispatch({
        type: 'command',
        command: {
          type: 'updateFreeText',
          pageIndex: page.index,
          id: freeText.id,
          changes: { text: value },
        },
        gesture: `type-${freeText.id}`,
      });
  };
  const setStyle = (style: Partial<PlacedText>) => {
    if (textSlot)
      dispatch({
        type: 'command',
        command: { type: 'setTextStyle', pageIndex: page.index, slotId: textSlot.id, style },
      });
    else if (freeText)
      dispatch({
        type: 'command',
        command: { type: 'updateFreeText', pageIndex: page.index, id: freeText.id, changes: style },
      });
  };
  const done = (
    <ToolButton
      icon={CheckIcon}
      label={t('phoneTools.done')}
      onClick={() => dispatch({ type: 'select', selection: null })}
    />
  );

  let tools: ReactNode;
  let sheet: ReactNode = null;
  if (freePhoto) {
    const update = (changes: { flipX?: boolean; flipY?: boolean }) =>
      dispatch({
        type: 'command',
        command: { type: 'updateFreePhoto', pageIndex: page.index, id: freePhoto.id, changes },
      });
    const topmost = page.freePhotos.at(-1)?.id === freePhoto.id;
    tools = (
      <>
        <ToolButton
          icon={FlipHorizontalIcon}
          label={t('photo.flip_horizontal')}
          pressed={Boolean(freePhoto.flipX)}
          onClick={() => update({ flipX: !freePhoto.flipX })}
        />
        <ToolButton
          icon={FlipVerticalIcon}
          label={t('photo.flip_vertical')}
          pressed={Boolean(freePhoto.flipY)}
          onClick={() => update({ flipY: !freePhoto.flipY })}
        />
        <ToolButton
          icon={ResizeIcon}
          label={t('photo.size')}
          expanded={tool === 'size'}
          onClick={() => toggle('size')}
        />
        {page.freePhotos.length > 1 && !topmost ? (
          <ToolButton
            icon={BringForwardIcon}
            label={t('photo.forward')}
            onClick={() =>
              dispatch({
                type: 'command',
                command: {
                  type: 'arrangeFreePhoto',
                  pageIndex: page.index,
                  id: freePhoto.id,
                  direction: 'forward',
                },
              })
            }
          />
        ) : null}
        <ToolButton
          icon={RemoveIcon}
          label={t('photo.remove')}
          tone="critical"
          onClick={() =>
            dispatch({
              type: 'command',
              command: { type: 'removeFreePhoto', pageIndex: page.index, id: freePhoto.id },
            })
          }
        />
        {done}
      </>
    );
    if (tool === 'size')
      sheet = (
        <FreePhotoSizeSlider
          template={template}
          pageIndex={page.index}
          free={freePhoto}
          dispatch={dispatch}
        />
      );
  } else if (photoSlotId && placed) {
    const others = photoSlots.filter((candidate) => candidate.id !== photoSlotId);
    const slot = photoSlots.find((candidate) => candidate.id === photoSlotId);
    const numberOf = (id: string) => photoSlots.findIndex((candidate) => candidate.id === id) + 1;
    tools = (
      <>
        {others.length > 0 ? (
          <ToolButton
            icon={SwapIcon}
            label={t('photo.swap')}
            expanded={tool === 'swap'}
            onClick={() => toggle('swap')}
          />
        ) : null}
        <ToolButton
          icon={FlipHorizontalIcon}
          label={t('photo.flip_horizontal')}
          pressed={Boolean(placed.flipX)}
          onClick={() => photoCommand({ type: 'flipPhoto', axis: 'horizontal' })}
        />
        <ToolButton
          icon={FlipVerticalIcon}
          label={t('photo.flip_vertical')}
          pressed={Boolean(placed.flipY)}
          onClick={() => photoCommand({ type: 'flipPhoto', axis: 'vertical' })}
        />
        <ToolButton
          icon={FitIcon}
          label={t('photo.fit_fit')}
          pressed={placed.fit === 'fit'}
          onClick={() =>
            photoCommand({ type: 'setPhotoFit', fit: placed.fit === 'fit' ? 'fill' : 'fit' })
          }
        />
        <ToolButton
          icon={ZoomIcon}
          label={t('photo.zoom')}
          expanded={tool === 'zoom'}
          onClick={() => toggle('zoom')}
        />
        <ToolButton
          icon={RemoveIcon}
          label={t('photo.remove')}
          tone="critical"
          onClick={() => photoCommand({ type: 'removePhoto' })}
        />
        {done}
      </>
    );
    if (tool === 'swap')
      sheet = (
        <div className={styles.choices} role="group" aria-label={t('photo.swapWith')}>
          {others.map((candidate) => (
            <Button
              key={candidate.id}
              variant="soft"
              tone="neutral"
              onClick={() => {
                dispatch({
                  type: 'command',
                  command: {
                    type: 'swapPhotos',
                    pageIndex: page.index,
                    fromSlotId: photoSlotId,
                    toSlotId: candidate.id,
                  },
                });
                dispatch({ type: 'select', selection: { kind: 'photo', id: candidate.id } });
              }}
            >
              {page.photos[candidate.id]
                ? t('slots.photo', { number: numberOf(candidate.id) })
                : `${t('slots.photo', { number: numberOf(candidate.id) })} (${t('slots.empty')})`}
            </Button>
          ))}
        </div>
      );
    if (tool === 'zoom')
      sheet = (
        <PhotoZoomSlider
          slot={slot}
          pageIndex={page.index}
          slotId={photoSlotId}
          placed={placed}
          dispatch={dispatch}
        />
      );
  } else if (text) {
    tools = (
      <>
        <ToolButton
          icon={EditIcon}
          label={t('phoneTools.edit')}
          expanded={tool === 'edit'}
          onClick={() => toggle('edit')}
        />
        <ToolButton
          icon={TextIcon}
          label={t('text.font')}
          expanded={tool === 'font'}
          onClick={() => toggle('font')}
        />
        <ToolButton
          icon={BoldIcon}
          label={t('text.bold')}
          pressed={Boolean(text.bold)}
          onClick={() => setStyle({ bold: !text.bold })}
        />
        <ToolButton
          icon={ItalicIcon}
          label={t('text.italic')}
          pressed={Boolean(text.italic)}
          onClick={() => setStyle({ italic: !text.italic })}
        />
        {freeText ? (
          <ToolButton
            icon={RemoveIcon}
            label={t('text.remove')}
            tone="critical"
            onClick={() =>
              dispatch({
                type: 'command',
                command: { type: 'removeFreeText', pageIndex: page.index, id: freeText.id },
              })
            }
          />
        ) : null}
        {done}
      </>
    );
    if (tool === 'edit')
      sheet = (
        <TextArea
          ref={textField}
          label={t('text.content')}
          value={text.text}
          maxLength={textSlot?.maxLength}
          rows={2}
          onChange={(event) => setText(event.target.value)}
        />
      );
    if (tool === 'font')
      sheet = (
        <FontPicker
          fontFamily={text.fontFamily}
          onFont={(fontFamily) => setStyle({ fontFamily })}
        />
      );
  } else {
    tools = (
      <>
        <ToolButton
          icon={AddPhotoIcon}
          label={t('phoneTools.addPhoto')}
          expanded={tool === 'addPhoto'}
          onClick={() => toggle('addPhoto')}
        />
        {photoSlotId ? null : (
          <ToolButton
            icon={TextIcon}
            label={t('text.add')}
            onClick={() => {
              const id = onAddText();
              focusText.current = true;
              setOpened({ tool: 'edit', key: `freeText:${id}:${page.index}` });
            }}
          />
        )}
        {isBook && !photoSlotId ? (
          <ToolButton
            icon={PagesIcon}
            label={t('pages.label')}
            expanded={tool === 'pages'}
            onClick={() => toggle('pages')}
          />
        ) : null}
        {photoSlotId ? done : null}
      </>
    );
    if (tool === 'addPhoto')
      sheet = (
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
              onClick={() => setPlaceFreely(!placeFreely)}
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
    if (tool === 'pages')
      sheet = (
        <PagesPanel template={template} doc={doc} pageIndex={page.index} dispatch={dispatch} />
      );
  }

  return (
    <div className={styles.dock} data-testid="phone-toolbar">
      {sheet ? (
        <div
          className={styles.sheet}
          role="group"
          aria-label={tool ? t(sheetLabels[tool]) : undefined}
        >
          <div className={styles.sheetBody}>{sheet}</div>
          <button
            type="button"
            className={styles.tool.neutral}
            aria-label={t('phoneTools.close')}
            onClick={() => setOpened(null)}
          >
            <Icon icon={CloseIcon} size="medium" />
          </button>
        </div>
      ) : null}
      <div className={styles.bar} role="toolbar" aria-label={t('phoneTools.label')}>
        {tools}
      </div>
    </div>
  );
}
