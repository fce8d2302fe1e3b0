import { Box, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconBuildingBank,
  IconCircleCheck,
  IconQrcode,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { useCompleteSandboxCharge, type SandboxCharge } from '../api/sandbox-charge';
import { baht, currencyLabel } from '../lib/format';
import { promptPayTarget } from '../lib/promptpay';
import {
  AlreadyDone,
  BackToOrder,
  ChargePage,
  ChargeRow,
  CompleteError,
  ProviderHead,
  ResultCard,
} from './ChargePage';
import classes from './Sandbox.module.css';

/** `/sandbox/promptpay/:chargeId`: a stand-in banking app that has just scanned the order's QR. */
export function SandboxPromptPayPage() {
  return <ChargePage kind="promptpay" card={BankApp} />;
}

function BankApp({ charge: c }: { charge: SandboxCharge }) {
  const { t } = useTranslation();
  const complete = useCompleteSandboxCharge(c.id);
  const target = promptPayTarget(c.qr_payload);
  const orderPath = c.order_uuid ? `/order/${c.order_uuid}` : '/';

  if (complete.isSuccess) {
    const paid = complete.data.charge_status === 'successful';
    return (
      <ResultCard
        testId="sandbox-paid"
        color={paid ? 'teal' : 'red'}
        icon={paid ? <IconCircleCheck size={44} stroke={1.5} /> : <IconAlertCircle size={40} />}
        iconSize={72}
        title={paid ? t('sandbox.promptpay.doneTitle') : t('sandbox.promptpay.notDoneTitle')}
      >
        <Text className={classes.amount}>
          {baht(c.amount)} {currencyLabel(c.currency, t('sandbox.thb'))}
        </Text>
        <Text size="sm" c="dimmed">
          {paid ? t('sandbox.promptpay.doneText') : t('sandbox.promptpay.notDoneText')}
        </Text>
        <BackToOrder orderUuid={c.order_uuid} size="md" fullWidth mt="sm" icon={IconArrowLeft} />
      </ResultCard>
    );
  }

  return (
    <Card padding={0} className={classes.card} data-testid="sandbox-promptpay">
      <Box className={classes.bankHead}>
        <ProviderHead
          on="band"
          icon={<IconBuildingBank size={22} />}
          title={t('sandbox.promptpay.bankName')}
          subtitle={t('sandbox.promptpay.scanned')}
        />
      </Box>
      <Stack gap="md" p="xl">
        <Group gap="xs" c="dimmed" wrap="nowrap">
          <IconQrcode size={18} />
          <Text size="sm">{t('sandbox.promptpay.confirmTitle')}</Text>
        </Group>
        <Stack gap={10}>
          <ChargeRow label={t('sandbox.promptpay.payee')} align="flex-start">
            <Box ta="right">
              <Text fw={600} data-testid="sandbox-payee">
                {t('sandbox.merchantName')}
              </Text>
              {target && (
                <Text size="xs" c="dimmed">
                  {t(`sandbox.promptpay.target.${target.kind}`, { value: target.masked })}
                </Text>
              )}
            </Box>
          </ChargeRow>
          <Divider variant="dashed" />
          <ChargeRow label={t('sandbox.amount')} align="baseline">
            <Text className={classes.bigAmount} data-testid="sandbox-amount">
              {baht(c.amount)}{' '}
              <Text span size="sm" c="dimmed" fw={500}>
                {currencyLabel(c.currency, t('sandbox.thb'))}
              </Text>
            </Text>
          </ChargeRow>
        </Stack>
        {c.status !== 'pending' ? (
          <AlreadyDone status={c.status} orderUuid={c.order_uuid} />
        ) : (
          <>
            {complete.isError && <CompleteError error={complete.error} />}
            <Button
              size="lg"
              color="indigo"
              fullWidth
              onClick={() => complete.mutate('successful')}
              loading={complete.isPending}
              data-testid="sandbox-pay"
            >
              {t('sandbox.promptpay.pay')}
            </Button>
            <LinkButton to={orderPath} variant="subtle" color="gray" data-testid="sandbox-cancel">
              {t('sandbox.promptpay.cancel')}
            </LinkButton>
          </>
        )}
      </Stack>
    </Card>
  );
}
