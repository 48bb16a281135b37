import type { Dispatch } from 'react';
import {
  pagePhotoSlots,
  pageTextSlots,
  type DesignDoc,
  type DesignPage,
  type EditorAction,
  type PhotoSlot,
  type Template,
  type TextSlot,
} from '../model/index.ts';
import type { CanvasColors } from './themeColors.ts';

export type EditorDispatch = Dispatch<EditorAction>;

/** The page being designed, its slots and the editor's dispatch, as the tools take them. */
export interface PageTools {
  template: Template;
  doc: DesignDoc;
  page: DesignPage;
  photoSlots: readonly PhotoSlot[];
  textSlots: readonly TextSlot[];
  dispatch: EditorDispatch;
}

/** The tools of the page being designed: its slots in its layout. */
export const pageToolsOf = (
  template: Template,
  doc: DesignDoc,
  page: DesignPage,
  dispatch: EditorDispatch,
): PageTools => ({
  template,
  doc,
  page,
  photoSlots: pagePhotoSlots(template, page),
  textSlots: pageTextSlots(template, page),
  dispatch,
});

/** How the stage draws: its box, the canvas width measured in it, the theme's colours, the fonts. */
export interface StageDrawing {
  stageRef: (element: HTMLElement | null) => void;
  canvasWidth: number;
  colors: CanvasColors;
  fontsReady: boolean;
}
