import { IconShieldLock } from '@tabler/icons-react';
import { PolicyPage } from './PolicySections';
import { PrivacyContent, usePrivacyToc } from './PrivacyContent';

/** `/privacy-policy`: the personal-data part of the terms on its own page (footer link). */
export function PrivacyPolicyPage() {
  return (
    <PolicyPage name="privacy" icon={IconShieldLock} toc={usePrivacyToc()}>
      <PrivacyContent />
    </PolicyPage>
  );
}
