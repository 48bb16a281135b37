import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../features/data/CountrySiteContext.tsx';
import {
  monthTitle,
  pagePhotoSlots,
  type DesignDoc,
  type DesignIssue,
  type Template,
} from '../model/index.ts';

/**
 * The print check's findings in words: a calendar's months without a photo, empty pages and
 * slots, low-resolution photos, photos past the safe area or (placed freely) past the page's
 * edge, and text left as the template's placeholder, too faint against what is behind it, or
 * that overflows, leaves the page or crosses the safe area.
 */
export function useIssueMessage(template: Template, doc: DesignDoc) {
  const { t } = useTranslation('constructor');
  const { locale } = useCountrySite();
  const numberOf = (issue: DesignIssue) => {
    const page = doc.pages[issue.pageIndex];
    if (!page) return 0;
    // A free photo's number is its place among the page's free photos, as the slot list shows it.
    if ('free' in issue && issue.free)
      return page.freePhotos.findIndex((free) => free.id === issue.slotId) + 1;
    return pagePhotoSlots(template, page).findIndex((slot) => slot.id === issue.slotId) + 1;
  };
  const message = (issue: DesignIssue) => {
    const page = issue.pageIndex + 1;
    switch (issue.kind) {
      case 'lowResolution':
        return t(issue.free ? 'issues.freePhotoLowResolution' : 'issues.lowResolution', {
          page,
          number: numberOf(issue),
          dpi: issue.dpi,
          minDpi: issue.minDpi,
        });
      case 'emptySlot':
        return t('issues.emptySlot', { page, number: numberOf(issue) });
      case 'emptyPage':
        return t('issues.emptyPage', { page });
      case 'emptyMonth':
        return t('issues.emptyMonth', { month: monthTitle(issue, locale) });
      case 'textOverflow':
      case 'textOffPage':
      case 'textOutsideSafeArea':
        return t(`issues.${issue.kind}`, { page });
      case 'placeholderText':
        return t('issues.placeholderText', { page, text: issue.text });
      case 'lowContrast':
        return t('issues.lowContrast', { page, ratio: issue.ratio });
      case 'photoOutsideSafeArea':
        return t(issue.free ? 'issues.freePhotoOutsideSafeArea' : 'issues.photoOutsideSafeArea', {
          page,
          number: numberOf(issue),
        });
      case 'photoOffPage':
        return t('issues.photoOffPage', { page, number: numberOf(issue) });
    }
  };
  return message;
}
