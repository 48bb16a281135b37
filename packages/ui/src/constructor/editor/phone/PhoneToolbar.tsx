import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { CloseIcon, MoreIcon } from '../../../design-system/primitives/Icon/icons.ts';
import * as styles from '../PhoneToolbar.css.ts';
import { phoneToolSet, type PhoneToolbarProps } from './phoneToolSets.tsx';
import { sheetLabels } from './phoneTools.ts';
import { ToolButton } from './ToolButton.tsx';
import { usePhoneTool } from './usePhoneTool.ts';

/**
 * The editor's tools on a phone, pinned to the bottom of the screen (above the home indicator):
 * the tools of what is selected, and a sheet above the bar for the ones that need more room.
 * "More", always in view at the bar's end, opens every tool panel of the selection (background,
 * layout, text size and colour among them); tools past the bar's edge show a shadow there.
 */
export function PhoneToolbar({
  moreTools,
  ...props
}: PhoneToolbarProps & {
  /** The panels beside the page on a larger screen, for the "more" sheet. */
  moreTools: ReactNode;
}) {
  const { page, selection } = props;
  const { t } = useTranslation('constructor');
  const selectionKey = selection ? `${selection.kind}:${selection.id}:${page.index}` : '';
  const phoneTool = usePhoneTool(selectionKey);
  const { tool } = phoneTool;
  // On a page that takes free photos, "add photo" may place them anywhere on it instead of in a slot.
  const [placeFreely, setPlaceFreely] = useState(false);
  const toolSet = phoneToolSet(props, phoneTool, {
    placeFreely,
    onPlaceFreely: setPlaceFreely,
  });
  const sheet = tool === 'more' ? moreTools : toolSet.sheet;

  return (
    <div className={styles.dock} data-testid="phone-toolbar">
      {sheet ? (
        <div
          className={styles.sheet}
          role="group"
          aria-label={tool ? t(sheetLabels[tool]) : undefined}
        >
          <div className={styles.sheetBody}>{sheet}</div>
          <button
            type="button"
            className={styles.tool.neutral}
            aria-label={t('phoneTools.close')}
            onClick={phoneTool.close}
          >
            <Icon icon={CloseIcon} size="medium" />
          </button>
        </div>
      ) : null}
      <div className={styles.bar} role="toolbar" aria-label={t('phoneTools.label')}>
        <div className={styles.barTools}>{toolSet.tools}</div>
        <ToolButton
          icon={MoreIcon}
          label={t('phoneTools.more')}
          expanded={tool === 'more'}
          onClick={() => phoneTool.toggle('more')}
        />
      </div>
    </div>
  );
}
