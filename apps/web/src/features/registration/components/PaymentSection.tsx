import { forwardRef, memo } from 'react';
import { Alert, Badge, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconGift, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  onlineFeePercent,
  orderPaymentMethods,
  type EventDetail,
  type OrderPaymentMethod,
} from '@raceday/domain';
import { ChoiceCard } from './ChoiceCard';
import { SectionCard } from './SectionCard';

export interface PaymentSectionProps {
  event: EventDetail;
  value: OrderPaymentMethod | null;
  onChange: (method: OrderPaymentMethod) => void;
  error?: string;
}

/**
 * PromptPay (PP_<provider>) or card (CC_<provider>) with their online fee, or waived; for DIRECT
 * events the bank-transfer note instead, for FREE events a short note (no choice in either).
 */
export const PaymentSection = memo(
  forwardRef<HTMLDivElement, PaymentSectionProps>(function PaymentSection(
    { event, value, onChange, error },
    ref,
  ) {
    const { t } = useTranslation();
    const waived = event.is_free_payment_fee === 'Y';

    if (event.payment_method === 'FREE') {
      return (
        <SectionCard ref={ref} number={4} title={t('registration.payment.title')} data-testid="payment">
          <Alert
            color="teal"
            variant="light"
            icon={<IconGift size={20} />}
            title={t('registration.payment.freeTitle')}
          >
            {t('registration.payment.freeText')}
          </Alert>
        </SectionCard>
      );
    }

    if (event.payment_method === 'DIRECT') {
      const account = [event.payment_bank_name, event.payment_account_name, event.payment_account_no].some(
        (s) => s.trim() !== '',
      );
      return (
        <SectionCard ref={ref} number={4} title={t('registration.payment.title')} data-testid="payment">
          <Alert
            color="brand"
            variant="light"
            icon={<IconBuildingBank size={20} />}
            title={t('registration.payment.directTitle')}
            data-testid="direct-note"
          >
            <Stack gap={6}>
              <Text size="sm">{t('registration.payment.directText')}</Text>
              {account && (
                <Text size="sm" fw={500}>
                  {t('registration.payment.directAccount', {
                    bank: event.payment_bank_name,
                    name: event.payment_account_name,
                    number: event.payment_account_no,
                  })}
                </Text>
              )}
            </Stack>
          </Alert>
        </SectionCard>
      );
    }

    const [promptPay, card] = orderPaymentMethods(event.payment_method) as [
      OrderPaymentMethod,
      OrderPaymentMethod,
    ];
    const options = [
      {
        method: promptPay,
        icon: <IconQrcode size={22} />,
        title: t('registration.payment.promptpay'),
        hint: t('registration.payment.promptpayHint'),
      },
      {
        method: card,
        icon: <IconCreditCard size={22} />,
        title: t('registration.payment.card'),
        hint: t('registration.payment.cardHint'),
      },
    ];

    return (
      <SectionCard
        ref={ref}
        number={4}
        title={t('registration.payment.title')}
        subtitle={t('registration.payment.subtitle')}
        data-testid="payment"
      >
        <Radio.Group value={value ?? ''} onChange={(v) => onChange(v as OrderPaymentMethod)} error={error}>
          <SimpleGrid type="container" cols={{ base: 1, '640px': 2 }} spacing="sm">
            {options.map((o) => {
              const percent = onlineFeePercent(o.method, waived);
              return (
                <ChoiceCard key={o.method} value={o.method} testId={`payment-${o.method}`}>
                  <ThemeIcon variant="light" size={36} radius="md">
                    {o.icon}
                  </ThemeIcon>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600}>{o.title}</Text>
                    <Text size="sm" c="dimmed">
                      {o.hint}
                    </Text>
                    <Badge
                      mt={4}
                      size="sm"
                      variant="light"
                      tt="none"
                      color={waived ? 'teal' : 'gray'}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {waived
                        ? t('registration.payment.feeWaived')
                        : t('registration.payment.fee', { percent })}
                    </Badge>
                  </Stack>
                </ChoiceCard>
              );
            })}
          </SimpleGrid>
        </Radio.Group>
      </SectionCard>
    );
  }),
);
