import type { DesignDoc, PhotoAsset } from '../model/index.ts';

/** The local copy of a design in progress, so a reload or a crash loses nothing. */
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
const draftKey = (articleId: number) => `${draftKeyPrefix}${articleId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (private mode, policies): the editor works without the local copy.
    return null;
  }
}

export function readDraft(articleId: number, templateId: number): LocalDraft | null {
  const raw = storage()?.getItem(draftKey(articleId));
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
      draftKey(draft.articleId),
      JSON.stringify({ ...draft, version: 1, savedAt: new Date().toISOString() }),
    );
  } catch {
    // Full or blocked storage: the server copy still saves.
  }
}
