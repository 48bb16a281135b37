import { useTranslation } from 'react-i18next';
import { pagePhotoSlots, type DesignDoc, type DesignIssue, type Template } from '../model/index.ts';
import * as styles from './Editor.css.ts';

/** The print check in words: empty slots, low-resolution photos and overflowing text. */
export function IssueList({
  template,
  doc,
  issues,
  kinds,
}: {
  template: Template;
  doc: DesignDoc;
  issues: readonly DesignIssue[];
  kinds?: readonly DesignIssue['kind'][];
}) {
  const { t } = useTranslation('constructor');
  const shown = kinds ? issues.filter((issue) => kinds.includes(issue.kind)) : issues;
  const numberOf = (issue: DesignIssue) => {
    const page = doc.pages[issue.pageIndex];
    return page
      ? pagePhotoSlots(template, page).findIndex((slot) => slot.id === issue.slotId) + 1
      : 0;
  };
  if (shown.length === 0) return <p className={styles.hint}>{t('issues.none')}</p>;
  return (
    <ul className={styles.issueList}>
      {shown.map((issue) => (
        <li key={`${issue.kind}-${issue.pageIndex}-${issue.slotId}`}>
          {issue.kind === 'lowResolution'
            ? t('issues.lowResolution', {
                page: issue.pageIndex + 1,
                number: numberOf(issue),
                dpi: issue.dpi,
                minDpi: issue.minDpi,
              })
            : issue.kind === 'emptySlot'
              ? t('issues.emptySlot', { page: issue.pageIndex + 1, number: numberOf(issue) })
              : t('issues.textOverflow', { page: issue.pageIndex + 1 })}
        </li>
      ))}
    </ul>
  );
}
