import { Container, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHero } from './PageHero';
import { PolicyLayout } from './PolicySections';
import { PrivacyContent, usePrivacyToc } from './PrivacyContent';

/** `/privacy-policy`: the personal-data part of the terms on its own page (footer link). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.privacy.pageTitle'));
  const toc = usePrivacyToc();

  return (
    <Container
      size="lg"
      py={{ base: 'md', sm: 'xl' }}
      px={{ base: 'sm', sm: 'lg' }}
      data-testid="privacy-page"
    >
      <Stack gap="lg">
        <PageHero
          icon={IconShieldLock}
          title={t('pages.privacy.title')}
          intro={t('pages.privacy.intro')}
          withUpdated
        />
        <PolicyLayout toc={toc}>
          <PrivacyContent />
        </PolicyLayout>
      </Stack>
    </Container>
  );
}
