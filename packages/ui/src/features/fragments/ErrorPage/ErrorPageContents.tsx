import type { RefusalReason } from '@shop/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../../../design-system/primitives/Button/Button.css.ts';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { EmailIcon, HomeIcon } from '../../../design-system/primitives/Icon/icons.ts';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { RouterLink } from '../../../design-system/provider/LinkComponentContext.tsx';
import * as styles from './ErrorPage.css.ts';
import { errorPageTitles } from './errorPageVariants.ts';

/** The way out of an error screen: the country site's home page, as the main button. */
export function BackHomeLink({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation('errors');
  return (
    <RouterLink
      href={homeHref}
      className={button({ tone: 'brand', variant: 'solid', size: 'medium' })}
    >
      <Icon icon={HomeIcon} />
      {t('backHome')}
    </RouterLink>
  );
}

interface NotFoundContentProps {
  homeHref: string;
  contactHref: string;
  relatedContent: ReactNode;
  withDocumentTitle: boolean;
}

/** The 404 screen: the page does not exist; home, contact and what the shop places here. */
export function NotFoundContent({
  homeHref,
  contactHref,
  relatedContent,
  withDocumentTitle,
}: NotFoundContentProps) {
  const { t } = useTranslation('errors');
  return (
    <>
      {withDocumentTitle ? <title>{errorPageTitles.notFound}</title> : null}
      <Heading level={1}>{t('notFound.heading')}</Heading>
      <Text as="p" tone="muted">
        {t('notFound.message')}
      </Text>
      <div className={styles.actions}>
        <BackHomeLink homeHref={homeHref} />
        <Text>
          {t('notFound.contactIntro')} <Link href={contactHref}>{t('notFound.contact')}</Link>
        </Text>
      </div>
      <hr className={styles.divider} />
      {relatedContent ? <div className={styles.related}>{relatedContent}</div> : null}
    </>
  );
}

interface RefusalContentProps {
  refusal: RefusalReason;
  homeHref: string;
  contactHref: string;
  withDocumentTitle: boolean;
}

/** The 403 screen: why this customer may not use the page, and the contact that can help. */
export function RefusalContent({
  refusal,
  homeHref,
  contactHref,
  withDocumentTitle,
}: RefusalContentProps) {
  const { t } = useTranslation('errors');
  return (
    <>
      {withDocumentTitle ? <title>{t(`refused.${refusal}.title`)}</title> : null}
      <Heading level={1}>{t(`refused.${refusal}.heading`)}</Heading>
      <Text as="p" tone="muted">
        {t(`refused.${refusal}.message`)}
      </Text>
      <div className={styles.actions}>
        <RouterLink
          href={contactHref}
          className={button({ tone: 'brand', variant: 'solid', size: 'medium' })}
        >
          <Icon icon={EmailIcon} />
          {t(`refused.${refusal}.contact`)}
        </RouterLink>
        <Link href={homeHref}>{t('backHome')}</Link>
      </div>
    </>
  );
}
