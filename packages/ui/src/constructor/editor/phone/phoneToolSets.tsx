import type { ReactNode } from 'react';
import {
  innerRange,
  textOfSlot,
  type DesignDoc,
  type DesignPage,
  type FreePhoto,
  type PhotoAsset,
  type PhotoSlot,
  type PlacedPhoto,
  type Selection,
  type Template,
  type TextSlot,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import { FontPicker } from '../panels/FontPicker.tsx';
import { FreePhotoSizeSlider } from '../panels/FreePhotoSizeSlider.tsx';
import { PagesPanel } from '../panels/PagesPanel.tsx';
import { PhotoZoomSlider } from '../panels/PhotoZoomSlider.tsx';
import { FreePhotoTools } from './FreePhotoTools.tsx';
import { AddPhotoSheet, PageTools } from './PageTools.tsx';
import { SlotPhotoTools, SwapSheet } from './SlotPhotoTools.tsx';
import { TextEditSheet, TextTools, textCommands, type SelectedText } from './TextTools.tsx';
import type { PhoneToolState } from './usePhoneTool.ts';

export interface PhoneToolbarProps {
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

/** The bar's tools for what is selected, and the sheet of the open tool (or null). */
interface PhoneToolSet {
  tools: ReactNode;
  sheet: ReactNode;
}

/** What the tool sets share: the toolbar's props and the open tool. */
interface ToolSetContext {
  props: PhoneToolbarProps;
  phoneTool: PhoneToolState;
  common: {
    page: DesignPage;
    tool: PhoneToolState['tool'];
    onToggle: PhoneToolState['toggle'];
    dispatch: EditorDispatch;
  };
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
 * The phone's tools for the selection: a free photo's, a slot photo's, a text's, or else the
 * page's (add a photo or a text, the book's pages).
 */
export function phoneToolSet(
  props: PhoneToolbarProps,
  phoneTool: PhoneToolState,
  placing: { placeFreely: boolean; onPlaceFreely: (placeFreely: boolean) => void },
): PhoneToolSet {
  const { page, selection, textSlots, dispatch } = props;
  const common = { page, tool: phoneTool.tool, onToggle: phoneTool.toggle, dispatch };
  const context = { props, phoneTool, common };
  const photoSlotId = selection?.kind === 'photo' ? selection.id : null;
  const placed = photoSlotId ? page.photos[photoSlotId] : undefined;
  const text = selectedText(page, selection, textSlots);
  const freePhoto =
    selection?.kind === 'freePhoto'
      ? page.freePhotos.find((candidate) => candidate.id === selection.id)
      : undefined;
  if (freePhoto) return freePhotoToolSet(context, freePhoto);
  if (photoSlotId && placed) return slotPhotoToolSet(context, photoSlotId, placed);
  if (text) return textToolSet(context, text);
  return pageToolSet(context, photoSlotId, placing);
}

function freePhotoToolSet({ props, common }: ToolSetContext, free: FreePhoto): PhoneToolSet {
  const { template, page, dispatch } = props;
  return {
    tools: <FreePhotoTools {...common} free={free} />,
    sheet:
      common.tool === 'size' ? (
        <FreePhotoSizeSlider
          template={template}
          pageIndex={page.index}
          free={free}
          dispatch={dispatch}
        />
      ) : null,
  };
}

function slotPhotoToolSet(
  { props, common }: ToolSetContext,
  slotId: string,
  placed: PlacedPhoto,
): PhoneToolSet {
  const { page, photoSlots, dispatch } = props;
  const slotPhoto = { page, slotId, photoSlots, dispatch };
  let sheet: ReactNode = null;
  if (common.tool === 'swap') sheet = <SwapSheet {...slotPhoto} />;
  if (common.tool === 'zoom')
    sheet = (
      <PhotoZoomSlider
        slot={photoSlots.find((candidate) => candidate.id === slotId)}
        pageIndex={page.index}
        slotId={slotId}
        placed={placed}
        dispatch={dispatch}
      />
    );
  return { tools: <SlotPhotoTools {...common} {...slotPhoto} placed={placed} />, sheet };
}

function textToolSet(
  { props, phoneTool, common }: ToolSetContext,
  text: SelectedText,
): PhoneToolSet {
  const { page, dispatch } = props;
  let sheet: ReactNode = null;
  if (common.tool === 'edit')
    sheet = (
      <TextEditSheet
        page={page}
        selected={text}
        dispatch={dispatch}
        fieldRef={phoneTool.textField}
      />
    );
  if (common.tool === 'font')
    sheet = (
      <FontPicker
        fontFamily={text.text.fontFamily}
        onFont={(fontFamily) => textCommands(page, text, dispatch).setStyle({ fontFamily })}
      />
    );
  return { tools: <TextTools {...common} selected={text} />, sheet };
}

function pageToolSet(
  { props, phoneTool, common }: ToolSetContext,
  photoSlotId: string | null,
  placing: { placeFreely: boolean; onPlaceFreely: (placeFreely: boolean) => void },
): PhoneToolSet {
  const { template, doc, page, dispatch } = props;
  let sheet: ReactNode = null;
  if (common.tool === 'addPhoto')
    sheet = (
      <AddPhotoSheet
        photoSlotId={photoSlotId}
        library={props.library}
        thumbnails={props.thumbnails}
        placeFreely={placing.placeFreely}
        onPlaceFreely={placing.onPlaceFreely}
        onUpload={props.onUpload}
        onPlace={props.onPlace}
        onPlaceFree={props.onPlaceFree}
      />
    );
  if (common.tool === 'pages')
    sheet = <PagesPanel template={template} doc={doc} pageIndex={page.index} dispatch={dispatch} />;
  const tools = (
    <PageTools
      {...common}
      photoSlotId={photoSlotId}
      isBook={innerRange(template, doc) !== null}
      onAddText={() => {
        const id = props.onAddText();
        phoneTool.editAddedText(`freeText:${id}:${page.index}`);
      }}
    />
  );
  return { tools, sheet };
}
