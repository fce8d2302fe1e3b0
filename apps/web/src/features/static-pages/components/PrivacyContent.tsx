import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactCard, PolicySections, usePolicySections, type TocEntry } from './PolicySections';

const PREFIX = 'privacy';

/** The sections of the personal-data policy, for a page's list of contents. */
export function usePrivacyToc(): TocEntry[] {
  const { t } = useTranslation();
  return [
    ...usePolicySections(PREFIX).toc,
    { id: `${PREFIX}-contact`, label: t('pages.privacy.contactTitle') },
  ];
}

/**
 * The personal-data protection policy (PDPA): its own page at /privacy-policy and the second part of
 * /terms-of-use. One text, two places.
 */
export function PrivacyContent({
  headingOrder = 2,
  withIntro,
}: {
  headingOrder?: 2 | 3;
  withIntro?: boolean;
}) {
  const { t } = useTranslation();
  const { sections } = usePolicySections(PREFIX);
  return (
    <Stack gap="lg" data-testid="privacy-content">
      <Card>
        {withIntro && <Text mb="lg">{t('pages.privacy.intro')}</Text>}
        <PolicySections sections={sections} idPrefix={PREFIX} headingOrder={headingOrder} />
      </Card>
      <ContactCard
        id={`${PREFIX}-contact`}
        title={t('pages.privacy.contactTitle')}
        text={t('pages.privacy.contactText')}
        headingOrder={headingOrder}
        data-testid="privacy-contact"
      />
    </Stack>
  );
}
