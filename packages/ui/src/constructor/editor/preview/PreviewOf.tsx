import { useMemo } from 'react';
import {
  canvasEdgeOf,
  productFormOf,
  spreadsOf,
  type DesignDoc,
  type Template,
} from '../../model/index.ts';
import { BookPreview } from './BookPreview.tsx';
import { CanvasPreview } from './CanvasPreview.tsx';
import { MugPreview } from './MugPreview.tsx';
import { PagesPreview } from './PagesPreview.tsx';
import { useCalendarDrawingOf } from '../calendarDrawing.ts';
import { usePagePictures } from './usePagePictures.ts';

/** Pixels across a drawn page: sharp at the dialog's size on a high-density screen. */
const pageWidth = { book: 720, calendar: 900, mug: 1200, canvas: 900, sheet: 900 } as const;

/** The preview that suits the product: the book's pages turn, the mug turns, the canvas stands. */
export default function PreviewOf({ template, doc }: { template: Template; doc: DesignDoc }) {
  const form = productFormOf(template);
  const order = useMemo(() => doc.pages.map((_, position) => position), [doc]);
  const { textsOf } = useCalendarDrawingOf();
  const pictures = usePagePictures(
    template,
    doc,
    order,
    pageWidth[form],
    textsOf,
    form === 'canvas' && canvasEdgeOf(doc) === 'photo',
  );
  switch (form) {
    case 'book':
      return (
        <BookPreview
          template={template}
          doc={doc}
          spreads={spreadsOf(template, doc)}
          pictures={pictures}
        />
      );
    case 'mug':
      return <MugPreview template={template} picture={pictures[0]} />;
    case 'canvas':
      return <CanvasPreview template={template} doc={doc} picture={pictures[0]} />;
    default:
      return <PagesPreview template={template} doc={doc} pictures={pictures} />;
  }
}
