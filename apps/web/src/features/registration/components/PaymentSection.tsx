import { forwardRef, memo } from 'react';
import { Badge, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconGift, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  bankNameIn,
  onlineFeePercent,
  orderPaymentMethods,
  type EventDetail,
  type OrderPaymentMethod,
} from '@raceday/domain';
import { Notice } from '@/components/Notice';
import { currentLanguage } from '@/lib/i18n';
import { ChoiceCard } from './ChoiceCard';
import { SectionCard } from './SectionCard';

export interface PaymentSectionProps {
  event: EventDetail;
  value: OrderPaymentMethod | null;
  onChange: (method: OrderPaymentMethod) => void;
  error?: string;
}

/** A DIRECT event: the runner pays by bank transfer, to the event's account when it has one. */
function DirectPaymentNote({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const account = [event.payment_bank_name, event.payment_account_name, event.payment_account_no].some(
    (s) => s.trim() !== '',
  );
  return (
    <Notice
      color="brand"
      icon={IconBuildingBank}
      title={t('registration.payment.directTitle')}
      data-testid="direct-note"
    >
      <Stack gap={6}>
        <Text size="sm">{t('registration.payment.directText')}</Text>
        {account && (
          <Text size="sm" fw={500}>
            {t('registration.payment.directAccount', {
              bank: bankNameIn(event.payment_bank_name, currentLanguage()),
              name: event.payment_account_name,
              number: event.payment_account_no,
            })}
          </Text>
        )}
      </Stack>
    </Notice>
  );
}

/** The two ways to pay online, in the order orderPaymentMethods gives them; texts registration.payment.<kind>(Hint). */
const ONLINE_KINDS = [
  { kind: 'promptpay', icon: IconQrcode },
  { kind: 'card', icon: IconCreditCard },
] as const;

/** PromptPay or card as radio cards, each with its online fee (or waived). */
function OnlineChoices({ event, value, onChange, error }: PaymentSectionProps) {
  const { t } = useTranslation();
  const waived = event.is_free_payment_fee === 'Y';
  const methods = orderPaymentMethods(event.payment_method) as OrderPaymentMethod[];
  return (
    <Radio.Group value={value ?? ''} onChange={(v) => onChange(v as OrderPaymentMethod)} error={error}>
      <SimpleGrid type="container" cols={{ base: 1, '640px': 2 }} spacing="sm">
        {ONLINE_KINDS.map(({ kind, icon: Icon }, i) => {
          const method = methods[i]!;
          const percent = onlineFeePercent(method, waived);
          return (
            <ChoiceCard key={method} value={method} testId={`payment-${method}`}>
              <ThemeIcon variant="light" size={36} radius="md">
                <Icon size={22} />
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600}>{t(`registration.payment.${kind}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`registration.payment.${kind}Hint`)}
                </Text>
                <Badge
                  mt={4}
                  size="sm"
                  variant="light"
                  tt="none"
                  color={waived ? 'teal' : 'gray'}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {waived ? t('registration.payment.feeWaived') : t('registration.payment.fee', { percent })}
                </Badge>
              </Stack>
            </ChoiceCard>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}

/**
 * PromptPay (PP_<provider>) or card (CC_<provider>) with their online fee, or waived; for DIRECT
 * events the bank-transfer note instead, for FREE events a short note (no choice in either).
 */
export const PaymentSection = memo(
  forwardRef<HTMLDivElement, PaymentSectionProps>(function PaymentSection(props, ref) {
    const { t } = useTranslation();
    const method = props.event.payment_method;
    const online = method !== 'FREE' && method !== 'DIRECT';
    return (
      <SectionCard
        ref={ref}
        number={4}
        title={t('registration.payment.title')}
        subtitle={online ? t('registration.payment.subtitle') : undefined}
        data-testid="payment"
      >
        {method === 'FREE' ? (
          <Notice color="teal" icon={IconGift} title={t('registration.payment.freeTitle')}>
            {t('registration.payment.freeText')}
          </Notice>
        ) : method === 'DIRECT' ? (
          <DirectPaymentNote event={props.event} />
        ) : (
          <OnlineChoices {...props} />
        )}
      </SectionCard>
    );
  }),
);
