/** The drag data type of a photo dragged from the tray onto a page. */
export const photoDragType = 'application/x-shop-photo';
