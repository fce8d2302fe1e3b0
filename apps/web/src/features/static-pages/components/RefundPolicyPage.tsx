import { Card } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactCard, PolicyPage, PolicySections, usePolicySections } from './PolicySections';

/** `/refund-policy`: refunds follow each organizer's conditions; payment fees are not refunded. */
export function RefundPolicyPage() {
  const { t } = useTranslation();
  const { sections, toc } = usePolicySections('refund');

  return (
    <PolicyPage
      name="refund"
      icon={IconReceiptRefund}
      toc={[...toc, { id: 'refund-contact', label: t('pages.common.contactTitle') }]}
    >
      <Card>
        <PolicySections sections={sections} idPrefix="refund" />
      </Card>
      <ContactCard
        id="refund-contact"
        title={t('pages.common.contactTitle')}
        text={t('pages.common.contactText')}
      />
    </PolicyPage>
  );
}
