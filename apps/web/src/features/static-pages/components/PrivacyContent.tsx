import { Box, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toSections } from '../model/content';
import { ContactList } from './ContactList';
import { PolicySections, tocOf, type TocEntry } from './PolicySections';
import classes from './StaticPages.module.css';

const PREFIX = 'privacy';

/** The sections of the personal-data policy, for a page's list of contents. */
export function usePrivacyToc(): TocEntry[] {
  const { t } = useTranslation();
  return [
    ...tocOf(PREFIX, toSections(t('pages.privacy.sections', { returnObjects: true }))),
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
  const sections = toSections(t('pages.privacy.sections', { returnObjects: true }));
  return (
    <Stack gap="lg" data-testid="privacy-content">
      <Card>
        {withIntro && <Text mb="lg">{t('pages.privacy.intro')}</Text>}
        <PolicySections sections={sections} idPrefix={PREFIX} headingOrder={headingOrder} />
      </Card>
      <Card id={`${PREFIX}-contact`} className={classes.policySection} data-testid="privacy-contact">
        <Title order={headingOrder} className={classes.sectionTitle}>
          {t('pages.privacy.contactTitle')}
        </Title>
        <Text c="dimmed" size="sm" mt={4} mb="md">
          {t('pages.privacy.contactText')}
        </Text>
        <Box>
          <ContactList />
        </Box>
      </Card>
    </Stack>
  );
}
