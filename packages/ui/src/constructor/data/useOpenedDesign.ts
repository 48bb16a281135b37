import type { ApiClient, BrandId } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DesignChoiceMade } from '../opening/useDesignChoice.ts';
import { constructorQueries } from './constructorQueries.ts';

/**
 * The saved design the editor opens, if any: the one chosen before the editor opened, or else the
 * address's (with its mailed link's token, when it came with one). The design the editor itself
 * created is already open and is not read again.
 */
export function useOpenedDesign({
  client,
  brand,
  choice,
  createdId,
  designId,
  linkToken,
  onLinkOpened,
}: {
  client: ApiClient;
  brand: BrandId;
  choice: DesignChoiceMade | null;
  createdId: string | null;
  designId: string | undefined;
  linkToken: string | undefined;
  onLinkOpened: ((designId: string) => void) | undefined;
}) {
  const requestedId =
    choice?.kind === 'new' ? undefined : choice?.kind === 'design' ? choice.designId : designId;
  const openedId = requestedId === createdId ? undefined : requestedId;
  // The link's token goes with the design of the address only, not with one chosen afterwards.
  const token = openedId !== undefined && openedId === designId ? linkToken : undefined;
  const design = useQuery({
    ...constructorQueries.design(client, brand, openedId ?? '', token),
    enabled: openedId !== undefined,
  });
  const openedWithLink = token !== undefined && design.isSuccess;
  useEffect(() => {
    if (openedWithLink && openedId !== undefined) onLinkOpened?.(openedId);
  }, [openedWithLink, openedId, onLinkOpened]);
  return { openedId, design, linkRefused: token !== undefined && design.isError };
}
