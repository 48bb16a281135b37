/** The tools of the phone's bar that open a sheet above it. */
export type PhoneTool = 'addPhoto' | 'pages' | 'swap' | 'zoom' | 'size' | 'edit' | 'font' | 'more';

/** The sheet's name for each tool, as its group is announced. */
export const sheetLabels = {
  addPhoto: 'phoneTools.addPhoto',
  size: 'photo.size',
  pages: 'pages.label',
  swap: 'photo.swapWith',
  zoom: 'photo.zoom',
  edit: 'phoneTools.edit',
  font: 'text.font',
  more: 'phoneTools.moreSheet',
} as const;
