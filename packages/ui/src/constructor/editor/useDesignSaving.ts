import type { ApiClient } from '@shop/domain';
import { useEffect, useState } from 'react';
import { useCountrySite } from '../../features/data/CountrySiteContext.tsx';
import { writeDraft } from '../data/localDraft.ts';
import { useAutosave } from '../data/useAutosave.ts';
import type { DesignDoc, PhotoAsset, Template } from '../model/index.ts';
import type { CalendarDrawing } from './calendarDrawing.ts';
import { renderPagePreview } from './renderPagePreview.ts';
import type { CanvasColors } from './themeColors.ts';

/**
 * Keeping the design: saved to the product API with a preview of its first page, and copied
 * locally on every change.
 */
export function useDesignSaving({
  client,
  articleId,
  template,
  doc,
  library,
  design,
  initialDirty,
  name,
  colors,
  calendar,
  onDesignSaved,
}: {
  client: ApiClient;
  articleId: number;
  template: Template;
  doc: DesignDoc;
  library: PhotoAsset[];
  design: { id: string; revision: number } | null;
  initialDirty: boolean;
  /** The name a new design is saved under. */
  name: string;
  colors: CanvasColors;
  /** A calendar's dates, drawn on the preview as on the canvas. */
  calendar: CalendarDrawing;
  onDesignSaved?: (design: { designId: string; revision: number }) => void;
}) {
  const { brand } = useCountrySite();
  // The design's id once the server has it (the first autosave gives a new design one).
  const [designId, setDesignId] = useState(design?.id ?? null);
  const autosave = useAutosave({
    client,
    articleId,
    template,
    doc,
    initial: { designId: design?.id ?? null, revision: design?.revision ?? null },
    initialDirty,
    name,
    brand,
    onSaved: (saved) => {
      setDesignId(saved.designId);
      onDesignSaved?.(saved);
    },
    renderPreview: (current) =>
      current.pages[0]
        ? renderPagePreview(template, current.pages[0], colors, calendar.textsOf(0))
        : Promise.resolve(null),
  });

  // The local copy follows every change, so a reload or a crash loses nothing.
  useEffect(() => {
    const saved = autosave.saved.current;
    writeDraft({
      articleId,
      templateId: template.id,
      designId: saved.designId,
      revision: saved.revision,
      doc,
      library,
    });
  }, [articleId, autosave.saved, autosave.status, doc, library, template.id]);

  return { ...autosave, designId };
}
