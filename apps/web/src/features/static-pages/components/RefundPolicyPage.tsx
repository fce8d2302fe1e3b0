import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { toSections } from '../model/content';
import { ContactList } from './ContactList';
import { PageHero } from './PageHero';
import { PolicyLayout, PolicySections, tocOf } from './PolicySections';
import classes from './StaticPages.module.css';

/** `/refund-policy`: refunds follow each organizer's conditions; payment fees are not refunded. */
export function RefundPolicyPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.refund.pageTitle'));
  const sections = toSections(t('pages.refund.sections', { returnObjects: true }));
  const toc = [...tocOf('refund', sections), { id: 'refund-contact', label: t('pages.common.contactTitle') }];

  return (
    <Container
      size="lg"
      py={{ base: 'md', sm: 'xl' }}
      px={{ base: 'sm', sm: 'lg' }}
      data-testid="refund-page"
    >
      <Stack gap="lg">
        <PageHero
          icon={IconReceiptRefund}
          title={t('pages.refund.title')}
          intro={t('pages.refund.intro')}
          withUpdated
        />
        <PolicyLayout toc={toc}>
          <Card>
            <PolicySections sections={sections} idPrefix="refund" />
          </Card>
          <Card id="refund-contact" className={classes.policySection}>
            <Title order={2} className={classes.sectionTitle}>
              {t('pages.common.contactTitle')}
            </Title>
            <Text c="dimmed" size="sm" mt={4} mb="md">
              {t('pages.common.contactText')}
            </Text>
            <ContactList />
          </Card>
        </PolicyLayout>
      </Stack>
    </Container>
  );
}
