import { contactChannels, hrefOf, type ContactChannel, type CountrySite } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Box } from '../../../design-system/primitives/Box/Box.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';

/** The anchor of the help centre's subjects, where the helpCenter channel leads. */
export const helpCategoriesAnchor = 'help-subjects';

export interface ContactChannelsProps {
  /** The country site: the channels lead to its help centre and contact form. */
  site: Pick<CountrySite, 'pathPrefix'>;
}

/**
 * The spec's contact channels, at the foot of every help-centre page. There is no live chat
 * service: the chat channel is a message to the chat team through the contact form, which files it
 * as a chat ticket (see the ui README).
 */
export function ContactChannels({ site }: ContactChannelsProps) {
  const { t } = useTranslation('help');
  const label = useVocabularyLabel();
  const hrefOfChannel = (channel: ContactChannel) =>
    channel === 'helpCenter'
      ? `${hrefOf(site, 'helpCenter')}#${helpCategoriesAnchor}`
      : hrefOf(site, 'contact', {}, channel === 'formContact' ? {} : { channel });
  return (
    <Stack as="section" space="medium" aria-labelledby="help-contact-title">
      <Heading level={2} id="help-contact-title">
        {t('contact.title')}
      </Heading>
      <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="medium">
        {contactChannels.map((channel) => (
          <Box key={channel} background="surfaceSunken" borderRadius="medium" padding="medium">
            <Stack space="small">
              <Heading level={3} size="small">
                {label('contactChannels', channel)}
              </Heading>
              <Text>{t(`contact.${channel}`)}</Text>
              <Link href={hrefOfChannel(channel)} weight="strong">
                {t(`contact.open.${channel}`)}
              </Link>
            </Stack>
          </Box>
        ))}
      </Columns>
    </Stack>
  );
}
