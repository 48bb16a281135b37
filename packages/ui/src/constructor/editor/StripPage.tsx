import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignPage, Template } from '../model/types.ts';
import { PageThumbnail } from './PageThumbnail.tsx';
import * as styles from './Pages.css.ts';
import type { usePageMoving } from './usePageMoving.ts';

/**
 * One page of the page strip: its live thumbnail and name (with the number of the print check's
 * warnings on it, if any), a button that opens it.
 */
export function StripPage({
  template,
  page,
  index,
  name,
  isCurrent,
  issueCount,
  spreadStart,
  hintId,
  moving,
  onOpen,
}: {
  template: Template;
  page: DesignPage;
  index: number;
  name: string;
  isCurrent: boolean;
  /** The print check's warnings on this page. */
  issueCount: number;
  /** Whether a spread begins with this page. */
  spreadStart: boolean;
  /** The hint on moving pages, for the pages that can move. */
  hintId: string;
  moving: ReturnType<typeof usePageMoving>;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation('constructor');
  const { movable, buttons, drag } = moving;
  const warningsId = useId();
  // The badge's number is said after the page's name: "Page 3", then "2 warnings".
  const describedBy = [issueCount > 0 ? warningsId : null, movable(index) ? hintId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={`${styles.stripItem} ${spreadStart ? styles.spreadStart : ''}`}>
      <button
        type="button"
        className={styles.stripButton}
        ref={(element) => {
          if (element) buttons.current.set(page.id, element);
          else buttons.current.delete(page.id);
        }}
        data-page-index={index}
        aria-current={isCurrent ? 'page' : undefined}
        aria-describedby={describedBy || undefined}
        aria-keyshortcuts={movable(index) ? 'Alt+ArrowLeft Alt+ArrowRight' : undefined}
        data-dragging={drag.isDragging(index)}
        data-drop-target={drag.isDropTarget(index)}
        draggable={movable(index)}
        onClick={() => onOpen(index)}
        onKeyDown={(event) => moving.onKeyDown(event, index)}
        {...drag.handlers(index)}
      >
        <PageThumbnail template={template} page={page} />
        <span>{name}</span>
        {issueCount > 0 ? (
          <>
            <span className={styles.issueBadge} aria-hidden="true" data-testid="page-issue-badge">
              {issueCount}
            </span>
            <span id={warningsId} hidden>
              {t('issues.count', { count: issueCount })}
            </span>
          </>
        ) : null}
      </button>
    </li>
  );
}
