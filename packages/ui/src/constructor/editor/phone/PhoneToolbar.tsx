import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { CloseIcon } from '../../../design-system/primitives/Icon/icons.ts';
import {
  innerRange,
  textOfSlot,
  type DesignDoc,
  type DesignPage,
  type PhotoAsset,
  type PhotoSlot,
  type Selection,
  type Template,
  type TextSlot,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import { FontPicker } from '../panels/FontPicker.tsx';
import { FreePhotoSizeSlider } from '../panels/FreePhotoSizeSlider.tsx';
import { PagesPanel } from '../panels/PagesPanel.tsx';
import { PhotoZoomSlider } from '../panels/PhotoZoomSlider.tsx';
import * as styles from '../PhoneToolbar.css.ts';
import { FreePhotoTools } from './FreePhotoTools.tsx';
import { AddPhotoSheet, PageTools } from './PageTools.tsx';
import { sheetLabels, type PhoneTool } from './phoneTools.ts';
import { SlotPhotoTools, SwapSheet } from './SlotPhotoTools.tsx';
import { TextEditSheet, TextTools, textCommands, type SelectedText } from './TextTools.tsx';

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

/** The text selected on the page, if any. */
function selectedText(
  page: DesignPage,
  selection: Selection,
  textSlots: readonly TextSlot[],
): SelectedText | undefined {
  const slot =
    selection?.kind === 'text'
      ? textSlots.find((candidate) => candidate.id === selection.id)
      : undefined;
  const free =
    selection?.kind === 'freeText'
      ? page.freeTexts.find((candidate) => candidate.id === selection.id)
      : undefined;
  const text = slot ? textOfSlot(page, slot) : free;
  return text ? { text, slot, free } : undefined;
}

/**
 * The editor's tools on a phone, pinned to the bottom of the screen (above the home indicator):
 * the tools of what is selected, and a sheet above the bar for the ones that need more room.
 */
export function PhoneToolbar(props: PhoneToolbarProps) {
  const { template, doc, page, selection, photoSlots, textSlots, dispatch } = props;
  const { t } = useTranslation('constructor');
  const textField = useRef<HTMLTextAreaElement>(null);
  const focusText = useRef(false);
  const selectionKey = selection ? `${selection.kind}:${selection.id}:${page.index}` : '';
  // An open tool belongs to the selection it was opened for: selecting something else closes it.
  const [opened, setOpened] = useState<{ tool: PhoneTool; key: string } | null>(null);
  const tool = opened?.key === selectionKey ? opened.tool : null;
  // On a page that takes free photos, "add photo" may place them anywhere on it instead of in a slot.
  const [placeFreely, setPlaceFreely] = useState(false);
  const toggle = (next: PhoneTool) =>
    setOpened(tool === next ? null : { tool: next, key: selectionKey });

  // After "add text" the new text's words take the focus, selected to type over.
  useEffect(() => {
    if (tool !== 'edit' || !focusText.current) return;
    focusText.current = false;
    textField.current?.focus();
    textField.current?.select();
  }, [tool]);

  const photoSlotId = selection?.kind === 'photo' ? selection.id : null;
  const placed = photoSlotId ? page.photos[photoSlotId] : undefined;
  const text = selectedText(page, selection, textSlots);
  const freePhoto =
    selection?.kind === 'freePhoto'
      ? page.freePhotos.find((candidate) => candidate.id === selection.id)
      : undefined;
  const common = { page, tool, onToggle: toggle, dispatch };

  let tools: ReactNode;
  let sheet: ReactNode = null;
  if (freePhoto) {
    tools = <FreePhotoTools {...common} free={freePhoto} />;
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
    const slotPhoto = { page, slotId: photoSlotId, photoSlots, dispatch };
    tools = <SlotPhotoTools {...common} {...slotPhoto} placed={placed} />;
    if (tool === 'swap') sheet = <SwapSheet {...slotPhoto} />;
    if (tool === 'zoom')
      sheet = (
        <PhotoZoomSlider
          slot={photoSlots.find((candidate) => candidate.id === photoSlotId)}
          pageIndex={page.index}
          slotId={photoSlotId}
          placed={placed}
          dispatch={dispatch}
        />
      );
  } else if (text) {
    tools = <TextTools {...common} selected={text} />;
    if (tool === 'edit')
      sheet = (
        <TextEditSheet page={page} selected={text} dispatch={dispatch} fieldRef={textField} />
      );
    if (tool === 'font')
      sheet = (
        <FontPicker
          fontFamily={text.text.fontFamily}
          onFont={(fontFamily) => textCommands(page, text, dispatch).setStyle({ fontFamily })}
        />
      );
  } else {
    tools = (
      <PageTools
        {...common}
        photoSlotId={photoSlotId}
        isBook={innerRange(template, doc) !== null}
        onAddText={() => {
          const id = props.onAddText();
          focusText.current = true;
          setOpened({ tool: 'edit', key: `freeText:${id}:${page.index}` });
        }}
      />
    );
    if (tool === 'addPhoto')
      sheet = (
        <AddPhotoSheet
          photoSlotId={photoSlotId}
          library={props.library}
          thumbnails={props.thumbnails}
          placeFreely={placeFreely}
          onPlaceFreely={setPlaceFreely}
          onUpload={props.onUpload}
          onPlace={props.onPlace}
          onPlaceFree={props.onPlaceFree}
        />
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
