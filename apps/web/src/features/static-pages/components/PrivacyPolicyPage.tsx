import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PolicyPage } from './PolicySections';
import { PrivacyContent, usePrivacyToc } from './PrivacyContent';

/** `/privacy-policy`: the personal-data part of the terms on its own page (footer link). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const toc = usePrivacyToc();
  return (
    <PolicyPage
      pageTitle={t('pages.privacy.pageTitle')}
      icon={IconShieldLock}
      title={t('pages.privacy.title')}
      intro={t('pages.privacy.intro')}
      toc={toc}
      data-testid="privacy-page"
    >
      <PrivacyContent />
    </PolicyPage>
  );
}
