import { Box, Card, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PolicyPage, PolicySections, usePolicySections } from './PolicySections';
import { PrivacyContent } from './PrivacyContent';
import classes from './StaticPages.module.css';

/** `/terms-of-use`: the terms, then the personal-data protection policy (seed 001 §1). */
export function TermsOfUsePage() {
  const { t } = useTranslation();
  const { sections, toc } = usePolicySections('terms');

  return (
    <PolicyPage
      name="terms"
      icon={IconFileText}
      toc={[...toc, { id: 'privacy', label: t('pages.privacy.sectionTitle') }]}
    >
      <Card>
        <PolicySections sections={sections} idPrefix="terms" />
      </Card>
      <Box id="privacy" className={classes.policySection} mt="md">
        <Title order={2} className={classes.sectionTitle}>
          {t('pages.privacy.sectionTitle')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('pages.privacy.intro')}
        </Text>
      </Box>
      <PrivacyContent headingOrder={3} />
    </PolicyPage>
  );
}
