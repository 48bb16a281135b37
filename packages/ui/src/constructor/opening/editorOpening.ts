import type { DesignDocument } from '@shop/domain';
import { readDraft } from '../data/localDraft.ts';
import { fromApiDocument, type Template } from '../model/index.ts';

/**
 * What the editor opens with: the local copy of the design when it belongs to the design opened
 * (or to a new one, before its first save), or else the saved design, or else a new one.
 */
export function editorOpening(
  articleId: number,
  template: Template,
  openedId: string | undefined,
  saved: { id: string; revision: number; document: DesignDocument } | undefined,
) {
  const draft = readDraft(articleId, template.id, openedId ?? null);
  // The local copy is written on every change, so when it belongs to the same design (or to
  // a new one, before the first save) it is at least as recent as the server's.
  const draftMatches = draft && (openedId === undefined ? true : draft.designId === openedId);
  if (draft && draftMatches) {
    const savedRevision = saved?.revision ?? null;
    return {
      template,
      doc: draft.doc,
      library: draft.library,
      design:
        draft.designId && draft.revision !== null
          ? { id: draft.designId, revision: Math.max(draft.revision, savedRevision ?? 0) }
          : null,
      dirty: true,
    };
  }
  return {
    template,
    doc: saved ? fromApiDocument(template, saved.document) : undefined,
    library: [],
    design: saved ? { id: saved.id, revision: saved.revision } : null,
    dirty: false,
  };
}
