import { Box, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionedPolicyPage } from './PolicySections';
import { PrivacyContent } from './PrivacyContent';
import classes from './StaticPages.module.css';

/** `/terms-of-use`: the terms, then the personal-data protection policy (seed 001 §1). */
export function TermsOfUsePage() {
  const { t } = useTranslation();
  return (
    <SectionedPolicyPage
      name="terms"
      icon={IconFileText}
      after={{ id: 'privacy', label: t('pages.privacy.sectionTitle') }}
    >
      <Box id="privacy" className={classes.policySection} mt="md">
        <Title order={2} className={classes.sectionTitle}>
          {t('pages.privacy.sectionTitle')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('pages.privacy.intro')}
        </Text>
      </Box>
      <PrivacyContent headingOrder={3} />
    </SectionedPolicyPage>
  );
}
