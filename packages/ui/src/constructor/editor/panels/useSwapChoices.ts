import { useTranslation } from 'react-i18next';
import {
  pagePhotoSlots,
  type DesignDoc,
  type DesignPage,
  type PhotoSlot,
  type Template,
} from '../../model/index.ts';
import { usePageName } from '../PageStrip.tsx';

/** A slot the photo can trade places with: on its own page, or on another page of the book. */
interface SwapChoice {
  key: string;
  pageIndex: number;
  slotId: string;
  label: string;
}

/** The other slots of the page first, then every other page's slots in the book's order. */
export function useSwapChoices(
  template: Template,
  doc: DesignDoc,
  page: DesignPage,
  slotId: string,
  photoSlots: readonly PhotoSlot[],
): SwapChoice[] {
  const { t } = useTranslation('constructor');
  const pageName = usePageName(doc);
  const slotsOf = (candidate: DesignPage) =>
    candidate.index === page.index ? photoSlots : pagePhotoSlots(template, candidate);
  const pages = [page, ...doc.pages.filter((candidate) => candidate.index !== page.index)];
  return pages.flatMap((candidate) => {
    const slots = slotsOf(candidate);
    return slots.flatMap((slot, position): SwapChoice[] => {
      if (candidate.index === page.index && slot.id === slotId) return [];
      const photo = t('slots.photo', { number: position + 1 });
      const name =
        candidate.index === page.index ? photo : `${pageName(candidate.index)} · ${photo}`;
      return [
        {
          key: `${candidate.id}/${slot.id}`,
          pageIndex: candidate.index,
          slotId: slot.id,
          label: candidate.photos[slot.id] ? name : `${name} (${t('slots.empty')})`,
        },
      ];
    });
  });
}
