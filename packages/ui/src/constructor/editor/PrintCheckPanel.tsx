import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { Icon } from '../../design-system/primitives/Icon/Icon.tsx';
import { CautionIcon, CheckIcon } from '../../design-system/primitives/Icon/icons.ts';
import { onDemand, useOnDemand } from '../../design-system/provider/onDemand.ts';
import type { DesignDoc, DesignIssue, Template } from '../model/index.ts';
import { IssueList } from './IssueList.tsx';

/** The panel's drawer (a modal Radix dialog), loaded when the customer reaches for the count. */
const drawerPart = onDemand(() => import('../../design-system/primitives/Drawer/Drawer.tsx'));

/** "3 warnings", or "No warnings" when the design is ready to print. */
function useIssueCount() {
  const { t } = useTranslation('constructor');
  return (count: number) => (count > 0 ? t('issues.count', { count }) : t('issues.countNone'));
}

/** The design's print check and whether its panel is open. */
export interface PrintCheck {
  template: Template;
  doc: DesignDoc;
  issues: readonly DesignIssue[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Show" on a warning: takes the customer to it (and closes the panel). */
  onShow: (issue: DesignIssue) => void;
}

/**
 * The print check beside the page, never above it: a button in the editor's header with the
 * number of warnings, which opens them in a side panel (a bottom sheet on a phone), each with a
 * "Show" that takes the customer to it. With no warnings the panel says the design is ready.
 */
export function PrintCheckPanel({
  template,
  doc,
  issues,
  open,
  onOpenChange,
  onShow,
  phone,
}: PrintCheck & { phone: boolean }) {
  const { t } = useTranslation('constructor');
  const issueCount = useIssueCount();
  const opener = useRef<HTMLButtonElement>(null);
  const [drawer, loadDrawer] = useOnDemand(drawerPart);
  const preloadDrawer = () => void loadDrawer().catch(() => undefined);
  const count = issueCount(issues.length);
  return (
    <>
      <Button
        ref={opener}
        size="small"
        variant="soft"
        tone="neutral"
        icon={<Icon icon={issues.length > 0 ? CautionIcon : CheckIcon} size="small" />}
        // The visible count leads the name, so a spoken "3 warnings" finds it too.
        aria-label={`${count}: ${t('issues.heading')}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="print-check"
        // The drawer's code loads on intent (pointer over, focus), so it is there by the click.
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        onClick={() =>
          void loadDrawer().then(
            () => onOpenChange(true),
            () => undefined,
          )
        }
      >
        {count}
      </Button>
      {drawer ? (
        <drawer.Drawer
          title={t('issues.heading')}
          side={phone ? 'bottom' : 'right'}
          open={open}
          onOpenChange={onOpenChange}
          returnFocusTo={opener}
        >
          <IssueList template={template} doc={doc} issues={issues} onShow={onShow} />
        </drawer.Drawer>
      ) : null}
    </>
  );
}
