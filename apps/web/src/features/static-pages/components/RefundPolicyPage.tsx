import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactCard, SectionedPolicyPage } from './PolicySections';

/** `/refund-policy`: refunds follow each organizer's conditions; payment fees are not refunded. */
export function RefundPolicyPage() {
  const { t } = useTranslation();
  return (
    <SectionedPolicyPage
      name="refund"
      icon={IconReceiptRefund}
      after={{ id: 'refund-contact', label: t('pages.common.contactTitle') }}
    >
      <ContactCard
        id="refund-contact"
        title={t('pages.common.contactTitle')}
        text={t('pages.common.contactText')}
      />
    </SectionedPolicyPage>
  );
}
