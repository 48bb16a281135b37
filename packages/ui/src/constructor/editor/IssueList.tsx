import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import type { DesignDoc, DesignIssue, Template } from '../model/index.ts';
import * as styles from './Editor.css.ts';
import { useIssueMessage } from './issueMessage.ts';

/**
 * The print check in words (`useIssueMessage`). With `onShow`, each entry has a "Show" button
 * that takes the customer to it.
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
  const listId = useId();
  const shown = kinds ? issues.filter((issue) => kinds.includes(issue.kind)) : issues;
  const message = useIssueMessage(template, doc);
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
