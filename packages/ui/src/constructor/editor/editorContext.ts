import type { Dispatch } from 'react';
import type {
  DesignDoc,
  DesignPage,
  EditorAction,
  PhotoSlot,
  Template,
  TextSlot,
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

/** How the stage draws: its box, the canvas width measured in it, the theme's colours, the fonts. */
export interface StageDrawing {
  stageRef: (element: HTMLElement | null) => void;
  canvasWidth: number;
  colors: CanvasColors;
  fontsReady: boolean;
}
