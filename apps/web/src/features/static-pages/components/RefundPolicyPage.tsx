import { Card } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toSections } from '../model/content';
import { ContactCard, PolicyPage, PolicySections, tocOf } from './PolicySections';

/** `/refund-policy`: refunds follow each organizer's conditions; payment fees are not refunded. */
export function RefundPolicyPage() {
  const { t } = useTranslation();
  const sections = toSections(t('pages.refund.sections', { returnObjects: true }));
  const toc = [...tocOf('refund', sections), { id: 'refund-contact', label: t('pages.common.contactTitle') }];

  return (
    <PolicyPage
      pageTitle={t('pages.refund.pageTitle')}
      icon={IconReceiptRefund}
      title={t('pages.refund.title')}
      intro={t('pages.refund.intro')}
      toc={toc}
      data-testid="refund-page"
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
