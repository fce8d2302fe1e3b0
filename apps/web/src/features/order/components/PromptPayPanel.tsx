import type { ReactNode } from 'react';
import { Box, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClockHour4,
  IconDeviceMobile,
  IconDownload,
  IconFlask,
  IconQrcode,
} from '@tabler/icons-react';
import { formatDateTime, type Language } from '@raceday/domain';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/Notice';
import { RefreshButton } from '@/components/RefreshButton';
import type { OrderView } from '../api/inquire-order';
import { baht, type RefreshProps } from '../lib/payment';
import { formatCountdown, useNow } from '../lib/use-now';
import { useQrDataUrl } from '../lib/use-qr-data-url';
import { OrderSection } from './OrderSection';
import classes from './Order.module.css';

/** The saved QR's file name: the amount in it, e.g. promptpay-1234.50-THB.png. */
export function qrFileName(paidAmount: number | string): string {
  return `promptpay-${Number(paidAmount).toFixed(2)}-THB.png`;
}

/** Asks again whether the order is paid. */
function PaymentRefresh({ onRefresh, refreshing }: RefreshProps) {
  const { t } = useTranslation();
  return (
    <RefreshButton
      variant="light"
      onRefresh={onRefresh}
      refreshing={refreshing}
      data-testid="payment-refresh"
    >
      {t('order.refresh')}
    </RefreshButton>
  );
}

/** A notice's words and, under them, the one thing to do about it. */
function NoticeText({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{text}</Text>
      {children}
    </Stack>
  );
}

const HOW_STEPS: ParseKeys[] = ['order.promptpay.how1', 'order.promptpay.how2', 'order.promptpay.how3'];
const SAME_PHONE_STEPS: ParseKeys[] = [
  'order.promptpay.samePhone1',
  'order.promptpay.samePhone2',
  'order.promptpay.samePhone3',
  'order.promptpay.samePhone4',
];

/** A heading and its numbered steps. */
function HowList({ title, steps }: { title: ParseKeys; steps: ParseKeys[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={600}>
        {t(title)}
      </Text>
      <Box component="ol" className={classes.howList}>
        {steps.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </Box>
    </>
  );
}

/** PromptPay: the QR of the exact amount, its countdown, a refresh and, in the sandbox, the stand-in bank. */
export function PromptPayPanel({
  order,
  lang,
  onRefresh,
  refreshing,
}: { order: OrderView; lang: Language } & RefreshProps) {
  const { t } = useTranslation();
  const image = useQrDataUrl(order.qrcode_payload, { margin: 2, width: 560 });
  const now = useNow();
  const expiresAt = order.qrcode_expires_at ? new Date(order.qrcode_expires_at).getTime() : null;
  const expired = expiresAt !== null && expiresAt <= now;
  const src = order.qrcode_payload ? image : order.qrcode_url || null;
  const hasCode = order.qrcode_payload !== '' || order.qrcode_url !== '';

  if (order.payment_unavailable) {
    return (
      <Card className={classes.section} data-testid="payment-promptpay">
        <Notice
          color="yellow"
          icon={IconAlertTriangle}
          title={t('order.promptpay.unavailableTitle')}
          data-testid="payment-unavailable"
        >
          <NoticeText text={t('order.promptpay.unavailableText')}>
            <PaymentRefresh onRefresh={onRefresh} refreshing={refreshing} />
          </NoticeText>
        </Notice>
      </Card>
    );
  }

  return (
    <OrderSection icon={IconQrcode} title={t('order.promptpay.title')} data-testid="payment-promptpay">
      <Box className={classes.ppWrap}>
        <Box className={classes.ppGrid}>
          {expiresAt !== null && (
            <Box
              className={`${classes.countdown} ${classes.ppDeadline}`}
              data-expired={expired}
              data-testid="qr-countdown"
            >
              {/* On a narrow card the amount is read here too, before the code (the ticket shows it under). */}
              <Group gap={8} justify="space-between" wrap="nowrap" className={classes.ppTopAmount}>
                <Text size="sm">{t('order.promptpay.amount')}</Text>
                <Text fw={700} data-testid="promptpay-amount-top">
                  {baht(order.paid_amount)} {t('order.currency')}
                </Text>
              </Group>
              <Group gap={8} wrap="nowrap">
                <IconClockHour4 size={20} />
                <Text fw={600} size="sm">
                  {expired
                    ? t('order.promptpay.expired')
                    : t('order.promptpay.expiresIn', { time: formatCountdown(expiresAt - now) })}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" mt={2}>
                {expired
                  ? t('order.promptpay.expiredHint')
                  : t('order.promptpay.validUntil', { date: formatDateTime(new Date(expiresAt), lang) })}
              </Text>
            </Box>
          )}
          <Stack gap="sm" align="center" className={classes.ppQr}>
            <Box className={classes.ppTicket}>
              <Box className={classes.ppBand}>
                <Text className={classes.ppBrand}>{t('order.promptpay.brand')}</Text>
                <Text className={classes.ppBrandSub}>{t('order.promptpay.thaiQr')}</Text>
              </Box>
              <Box className={classes.qrFrame} data-expired={expired}>
                {src ? (
                  <img
                    src={src}
                    alt={t('order.promptpay.qrAlt', { amount: baht(order.paid_amount) })}
                    className={classes.qrImage}
                    data-testid="promptpay-qr"
                  />
                ) : hasCode ? (
                  <Box className={classes.qrPlaceholder}>
                    <Loader size="sm" />
                  </Box>
                ) : (
                  <Box className={classes.qrPlaceholder}>
                    <Text size="sm" c="dimmed" ta="center" px="md">
                      {t('order.promptpay.noQr')}
                    </Text>
                  </Box>
                )}
                {expired && (
                  <Box className={classes.qrExpired}>
                    <Text fw={700} c="red.7">
                      {t('order.promptpay.expired')}
                    </Text>
                  </Box>
                )}
              </Box>
              <Box className={classes.ppAmount}>
                <Text size="xs" c="dimmed">
                  {t('order.promptpay.amount')}
                </Text>
                <Text className={classes.ppAmountValue} data-testid="promptpay-amount">
                  {baht(order.paid_amount)}{' '}
                  <Text span size="sm" fw={500} c="dimmed">
                    {t('order.currency')}
                  </Text>
                </Text>
              </Box>
            </Box>
            {image && src === image && (
              <Button
                component="a"
                href={image}
                download={qrFileName(order.paid_amount)}
                variant="light"
                fullWidth
                maw={320}
                leftSection={<IconDownload size={16} />}
                data-testid="promptpay-save"
              >
                {t('order.promptpay.save')}
              </Button>
            )}
          </Stack>

          <Stack gap="md" className={classes.ppSide}>
            <Stack gap={6}>
              <HowList title="order.promptpay.howTitle" steps={HOW_STEPS} />
            </Stack>
            <Box className={classes.samePhone} data-testid="promptpay-same-phone">
              <HowList title="order.promptpay.samePhoneTitle" steps={SAME_PHONE_STEPS} />
            </Box>
            <Group gap="sm">
              <PaymentRefresh onRefresh={onRefresh} refreshing={refreshing} />
            </Group>
            <Text size="xs" c="dimmed">
              {t('order.promptpay.autoCheck')}
            </Text>
          </Stack>
        </Box>
      </Box>
      {order.qrcode_scan_url !== '' && (
        <Notice
          color="grape"
          mt="lg"
          icon={IconFlask}
          title={t('order.sandbox.title')}
          classNames={{ body: classes.sandboxNoticeBody }}
          data-testid="sandbox-notice"
        >
          <NoticeText text={t('order.sandbox.promptpayText')}>
            <Button
              component="a"
              href={order.qrcode_scan_url}
              color="grape"
              className={classes.wrappingButton}
              leftSection={<IconDeviceMobile size={16} />}
              data-testid="sandbox-bank-link"
            >
              {t('order.sandbox.openBank')}
            </Button>
          </NoticeText>
        </Notice>
      )}
    </OrderSection>
  );
}
