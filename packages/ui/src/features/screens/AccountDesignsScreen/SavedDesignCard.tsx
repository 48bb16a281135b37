import { imageSourcesOf, siteDates, hrefOf, type Design } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { card } from './AccountDesignsScreen.css.ts';
import { RemoveDesign, RenameDesign } from './DesignActions.tsx';

type SavedDesign = Omit<Design, 'document'>;

export interface SavedDesignCardProps {
  design: SavedDesign;
  busy: boolean;
  onDuplicate: () => void;
  onRename: (name: string) => Promise<void>;
  onRemove: () => void;
}

/** One saved design: its preview, name and last change, opened in the editor or managed here. */
export function SavedDesignCard({
  design,
  busy,
  onDuplicate,
  onRename,
  onRemove,
}: SavedDesignCardProps) {
  const { t } = useTranslation('designLibrary');
  const countrySite = useCountrySite();
  const date = siteDates(countrySite).day(design.updated_at);
  return (
    <li className={card}>
      <Image
        sources={imageSourcesOf(design.preview)}
        decorative
        aspectRatio="1:1"
        fit="contain"
        sizes="(min-width: 768px) 16rem, 50vw"
        rounded
      />
      <Heading level={2} size="small">
        {design.name}
      </Heading>
      <Text size="small" tone="muted">
        {t('modified', { date })}
      </Text>
      <Link
        href={hrefOf(
          countrySite,
          'create',
          { article_id: design.article_id },
          { design: design.id },
        )}
        weight="strong"
        aria-label={t('openNamed', { name: design.name })}
      >
        {t('open')}
      </Link>
      <Inline space="xsmall">
        <Button
          size="small"
          variant="ghost"
          tone="neutral"
          disabled={busy}
          aria-label={t('duplicateNamed', { name: design.name })}
          onClick={onDuplicate}
        >
          {t('duplicate')}
        </Button>
        <RenameDesign design={design} onRename={onRename} />
        <RemoveDesign design={design} onRemove={onRemove} />
      </Inline>
    </li>
  );
}
