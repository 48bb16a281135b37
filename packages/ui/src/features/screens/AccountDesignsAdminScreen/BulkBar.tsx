import type { AdminDesign } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Checkbox } from '../../../design-system/primitives/Checkbox/Checkbox.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { bulkBar } from './AccountDesignsAdminScreen.css.ts';

export interface BulkBarProps {
  /** The designs of the page shown. */
  rows: readonly AdminDesign[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: ReadonlySet<string>) => void;
  /** While a bulk change runs: whether it publishes (true) or unpublishes (false). */
  publishing: boolean | undefined;
  onPublish: (published: boolean) => void;
}

/** Ticks every design of the page at once and publishes or unpublishes the ticked ones. */
export function BulkBar({ rows, selected, onSelectedChange, publishing, onPublish }: BulkBarProps) {
  const { t } = useTranslation('foticos');
  const allOnPage = rows.length > 0 && rows.every((design) => selected.has(design.id));
  const someOnPage = rows.some((design) => selected.has(design.id));
  return (
    <div className={bulkBar}>
      <Checkbox
        label={t('designsAdmin.selectPage')}
        checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
        disabled={rows.length === 0}
        onCheckedChange={(on) =>
          onSelectedChange(on ? new Set(rows.map((design) => design.id)) : new Set())
        }
      />
      <Text tone="muted" size="small">
        {t('designsAdmin.selected', { count: selected.size })}
      </Text>
      <Button
        size="small"
        disabled={selected.size === 0}
        loading={publishing === true}
        onClick={() => onPublish(true)}
      >
        {t('designsAdmin.publish')}
      </Button>
      <Button
        size="small"
        variant="soft"
        tone="neutral"
        disabled={selected.size === 0}
        loading={publishing === false}
        onClick={() => onPublish(false)}
      >
        {t('designsAdmin.unpublish')}
      </Button>
    </div>
  );
}
