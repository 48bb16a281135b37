import type { DesignDoc, PhotoAsset } from '../model/index.ts';

/**
 * The local copy of a design in progress, so a reload or a crash loses nothing: one per design
 * (a customer may make several of the same product), and one for a new design until its first
 * save gives it an id.
 */
export interface LocalDraft {
  version: 1;
  articleId: number;
  templateId: number;
  designId: string | null;
  revision: number | null;
  doc: DesignDoc;
  /** Every photo the customer uploaded, placed or not. */
  library: PhotoAsset[];
  savedAt: string;
}

export const draftKeyPrefix = 'shop.constructor.draft.';
const newDesignKey = 'new';
const draftKey = (articleId: number, designId: string | null) =>
  `${draftKeyPrefix}${articleId}.${designId ?? newDesignKey}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (private mode, policies): the editor works without the local copy.
    return null;
  }
}

/** The local copy of one design of the article, or of its new design not yet saved (`null`). */
export function readDraft(
  articleId: number,
  templateId: number,
  designId: string | null,
): LocalDraft | null {
  const raw = storage()?.getItem(draftKey(articleId, designId));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as LocalDraft;
    return draft.version === 1 && draft.templateId === templateId && Array.isArray(draft.doc?.pages)
      ? draft
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: Omit<LocalDraft, 'version' | 'savedAt'>): void {
  try {
    storage()?.setItem(
      draftKey(draft.articleId, draft.designId),
      JSON.stringify({ ...draft, version: 1, savedAt: new Date().toISOString() }),
    );
    // Saved once, the new design is kept under its id: the next new one starts empty.
    if (draft.designId !== null) removeDraft(draft.articleId, null);
  } catch {
    // Full or blocked storage: the server copy still saves.
  }
}

/** Forgets a local copy, e.g. of the unsaved new design when the customer starts another one. */
export function removeDraft(articleId: number, designId: string | null): void {
  try {
    storage()?.removeItem(draftKey(articleId, designId));
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
