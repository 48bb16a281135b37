export const columnCounts = [1, 2, 3, 4, 5, 6] as const;
export type ColumnCount = (typeof columnCounts)[number];

export const columnsAlignYs = ['top', 'center', 'bottom', 'stretch'] as const;
export type ColumnsAlignY = (typeof columnsAlignYs)[number];

export const columnsElements = ['div', 'section', 'ul', 'ol'] as const;
export type ColumnsElement = (typeof columnsElements)[number];
