import type { ApiClient, BrandId } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { constructorQueries } from '../data/constructorQueries.ts';
import { readDraft, removeDraft } from '../data/localDraft.ts';

/** What the customer chose before the editor opened: continue a design, or start a new one. */
export type DesignChoiceMade = { kind: 'new' } | { kind: 'design'; designId: string };

/**
 * Starting a product again (no design in the address): the visitor's saved designs of it to
 * continue, or a new one. A new design that never reached the server reopens as it was (a reload
 * or a crash) without asking.
 */
export function useDesignChoice({
  client,
  brand,
  articleId,
  designId,
  templateId,
  onOpenDesign,
}: {
  client: ApiClient;
  brand: BrandId;
  articleId: number;
  /** The design of the address, if any: then nothing is asked. */
  designId: string | undefined;
  /** The product template's id once loaded: the local copy of a new design belongs to it. */
  templateId: number | undefined;
  onOpenDesign?: (designId: string | undefined) => void;
}) {
  const [choice, setChoice] = useState<DesignChoiceMade | null>(null);
  const asking = choice === null && designId === undefined;
  const saved = useQuery({
    ...constructorQueries.designsToContinue(client, brand, articleId),
    enabled: asking,
  });
  const unsavedDraft = templateId === undefined ? null : readDraft(articleId, templateId, null);
  // A saved design is the customer's to continue or to leave for a new one. A failed list opens a new one.
  const offered =
    asking && !unsavedDraft && saved.data && saved.data.length > 0 ? saved.data : null;
  // Nothing to continue: the new design is what the customer works on from now on, whatever the
  // list says after its first save.
  const nothingOffered = asking && !offered && (!saved.isPending || unsavedDraft !== null);
  if (nothingOffered) setChoice({ kind: 'new' });
  const choose = (next: DesignChoiceMade) => {
    if (next.kind === 'new') removeDraft(articleId, null);
    setChoice(next);
    onOpenDesign?.(next.kind === 'design' ? next.designId : undefined);
  };
  return {
    choice,
    choose,
    offered,
    /** Still asking the server whether there is a design to continue. */
    waiting: asking && !unsavedDraft && saved.isPending,
  };
}
