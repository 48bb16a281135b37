import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { useCountrySite } from '../../features/data/CountrySiteContext.tsx';
import {
  monthTitle,
  pagePhotoSlots,
  type DesignDoc,
  type DesignIssue,
  type Template,
} from '../model/index.ts';
import * as styles from './Editor.css.ts';

/**
 * The print check in words: a calendar's months without a photo, empty pages and slots, low-resolution photos, photos past the safe
 * area or (placed freely) past the page's edge, and text left as the template's placeholder, too
 * faint against what is behind it, or that overflows, leaves the page or crosses the safe area. With `onShow`, each
 * entry has a "Show" button that takes the customer to it.
 */
export function IssueList({
  template,
  doc,
  issues,
  kinds,
  onShow,
}: {
  template: Template;
  doc: DesignDoc;
  issues: readonly DesignIssue[];
  kinds?: readonly DesignIssue['kind'][];
  onShow?: (issue: DesignIssue) => void;
}) {
  const { t } = useTranslation('constructor');
  const { locale } = useCountrySite();
  const listId = useId();
  const shown = kinds ? issues.filter((issue) => kinds.includes(issue.kind)) : issues;
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
  if (shown.length === 0) return <p className={styles.hint}>{t('issues.none')}</p>;
  return (
    <ul className={styles.issueList}>
      {shown.map((issue) => {
        const key = `${issue.kind}-${issue.pageIndex}-${issue.slotId ?? ''}`;
        const textId = `${listId}-${key}`;
        return (
          <li key={key} className={onShow ? styles.issueItem : undefined}>
            <span id={textId}>{message(issue)}</span>
            {onShow ? (
              <Button
                size="small"
                variant="ghost"
                tone="neutral"
                aria-describedby={textId}
                onClick={() => onShow(issue)}
              >
                {t('issues.show')}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
