import { ApiError, type ApiClient, type BrandId, type DesignDocument } from '@shop/domain';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toApiDocument, type DesignDoc, type Template } from '../model/index.ts';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface SavedDesignRef {
  designId: string | null;
  revision: number | null;
}

const autosaveDelayMs = 1500;

/** The design's first page drawn and uploaded as its preview; undefined when there is none. */
async function uploadDesignPreview(
  client: ApiClient,
  render: (doc: DesignDoc) => Promise<Blob | null>,
  target: DesignDoc,
): Promise<string | undefined> {
  try {
    const picture = await render(target);
    if (!picture) return undefined;
    const uploaded = await client.call('images.upload', {
      img: new File([picture], 'design-preview.jpg', { type: picture.type || 'image/jpeg' }),
      extra_fields: { purpose: 'design_preview' },
    });
    return uploaded.url;
  } catch {
    // The design matters more than its picture: save it with the last preview.
    return undefined;
  }
}

/**
 * Stores the document: the first save creates the design, later ones update it from the revision
 * they started from. A stale revision (saved in another tab meanwhile) is re-read and saved over.
 */
async function storeDesign(
  client: ApiClient,
  { designId, revision }: SavedDesignRef,
  design: { article_id: number; name: string },
  body: { document: DesignDocument; brand: BrandId; preview_url?: string },
) {
  if (!designId || revision === null) return client.call('designs.create', { ...design, ...body });
  try {
    return await client.call('designs.update', { design_id: designId, revision, ...body });
  } catch (error) {
    if (!(error instanceof ApiError) || error.upstreamStatus !== 409) throw error;
    const fresh = await client.call('designs.get', { design_id: designId, brand: body.brand });
    return client.call('designs.update', {
      design_id: designId,
      revision: fresh.design.revision,
      ...body,
    });
  }
}

interface AutosaveOptions {
  client: ApiClient;
  articleId: number;
  template: Template;
  doc: DesignDoc;
  initial: SavedDesignRef;
  /** The document was restored from the local copy with changes the server has not seen. */
  initialDirty?: boolean;
  name: string;
  /** The brand whose shop a new design is saved in (its design library lists it). */
  brand?: BrandId;
  onSaved?: (ref: { designId: string; revision: number }) => void;
  /**
   * Draws the design's first page as a small picture, sent with a save whenever that page changed:
   * the cart line and the design lists show it. Null (or a failure) keeps the last one.
   */
  renderPreview?: (doc: DesignDoc) => Promise<Blob | null>;
}

/**
 * Saves the design to the product API a moment after the customer stops changing it: the first
 * save creates the design, later ones update it with the revision they started from. A stale
 * revision (someone saved in another tab) is re-read and saved over, since this editor holds the
 * customer's latest work.
 */
export function useAutosave({
  client,
  articleId,
  template,
  doc,
  initial,
  initialDirty = false,
  name,
  brand = 'main',
  onSaved,
  renderPreview,
}: AutosaveOptions) {
  // Reopening a saved design as the server has it: nothing is waiting to be saved.
  const [status, setStatus] = useState<SaveStatus>(
    initial.designId && !initialDirty ? 'saved' : 'idle',
  );
  const ref = useRef<SavedDesignRef>(initial);
  // A restored local copy may hold changes the server never got, even for a saved design.
  const savedDoc = useRef<DesignDoc | null>(initial.designId && !initialDirty ? doc : null);
  const latest = useRef(doc);
  const openedWith = useRef(initialDirty ? null : doc);
  const running = useRef<Promise<boolean> | null>(null);
  const onSavedRef = useRef(onSaved);
  const renderPreviewRef = useRef(renderPreview);
  // The first page the last preview showed: a design opened here gets one at its first save.
  const previewedPage = useRef<DesignDoc['pages'][number] | null>(null);
  useLayoutEffect(() => {
    latest.current = doc;
    onSavedRef.current = onSaved;
    renderPreviewRef.current = renderPreview;
  });

  /** The first page's picture, uploaded, when it changed since the last one; else undefined. */
  const uploadPreview = useCallback(
    async (target: DesignDoc): Promise<string | undefined> => {
      const render = renderPreviewRef.current;
      const firstPage = target.pages[0];
      if (!render || !firstPage || firstPage === previewedPage.current) return undefined;
      return uploadDesignPreview(client, render, target);
    },
    [client],
  );

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const target = latest.current;
    if (target === savedDoc.current && ref.current.designId) return true;
    setStatus('saving');
    const document = toApiDocument(template, target);
    try {
      const previewUrl = await uploadPreview(target);
      const preview = previewUrl === undefined ? {} : { preview_url: previewUrl };
      const result = await storeDesign(
        client,
        ref.current,
        { article_id: articleId, name },
        { document, brand, ...preview },
      );
      ref.current = { designId: result.design.id, revision: result.design.revision };
      savedDoc.current = target;
      if (previewUrl !== undefined) previewedPage.current = target.pages[0] ?? null;
      onSavedRef.current?.({ designId: result.design.id, revision: result.design.revision });
      setStatus(latest.current === target ? 'saved' : 'saving');
      return true;
    } catch {
      setStatus('failed');
      return false;
    }
  }, [articleId, brand, client, name, template, uploadPreview]);

  /** Saves now (after any save in flight) until the latest document is stored; false on failure. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    while (running.current) await running.current;
    const run = saveOnce();
    running.current = run;
    try {
      return await run;
    } finally {
      running.current = null;
    }
  }, [saveOnce]);

  useEffect(() => {
    // Nothing to save until the customer changes something.
    if (doc === savedDoc.current || doc === openedWith.current) return;
    const timer = window.setTimeout(() => void saveNow(), autosaveDelayMs);
    return () => window.clearTimeout(timer);
  }, [doc, saveNow]);

  return { status, saveNow, saved: ref };
}
