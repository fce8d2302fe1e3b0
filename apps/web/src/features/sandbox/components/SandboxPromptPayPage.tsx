import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconBuildingBank,
  IconCircleCheck,
  IconQrcode,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { CHARGE_ID_PATTERN, useCompleteSandboxCharge, useSandboxCharge } from '../api/sandbox-charge';
import { baht, currencyLabel } from '../lib/format';
import { promptPayTarget } from '../lib/promptpay';
import { AlreadyDone, ChargeMissing } from './SandboxAuthorizePage';
import { SandboxFrame } from './SandboxFrame';
import classes from './Sandbox.module.css';

/** `/sandbox/promptpay/:chargeId`: a stand-in banking app that has just scanned the order's QR. */
export function SandboxPromptPayPage() {
  const { chargeId = '' } = useParams();
  const { t } = useTranslation();
  usePageTitle(t('sandbox.promptpay.pageTitle'));
  return (
    <SandboxFrame title={t('sandbox.promptpay.topTitle')}>
      <BankApp key={chargeId} chargeId={chargeId} />
    </SandboxFrame>
  );
}

function BankApp({ chargeId }: { chargeId: string }) {
  const { t } = useTranslation();
  const valid = CHARGE_ID_PATTERN.test(chargeId);
  const charge = useSandboxCharge(chargeId, { enabled: valid });
  const complete = useCompleteSandboxCharge(chargeId);

  if (!valid || charge.isError) return <ChargeMissing />;
  if (!charge.data) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  const c = charge.data;
  const target = promptPayTarget(c.qr_payload);
  const orderPath = c.order_uuid ? `/order/${c.order_uuid}` : '/';

  if (complete.isSuccess) {
    const paid = complete.data.charge_status === 'successful';
    return (
      <Card padding="xl" className={classes.card} data-testid="sandbox-paid">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" color={paid ? 'teal' : 'red'}>
            {paid ? <IconCircleCheck size={44} stroke={1.5} /> : <IconAlertCircle size={40} />}
          </ThemeIcon>
          <Title order={1} fz="h3">
            {paid ? t('sandbox.promptpay.doneTitle') : t('sandbox.promptpay.notDoneTitle')}
          </Title>
          <Text className={classes.amount}>
            {baht(c.amount)} {currencyLabel(c.currency, t('sandbox.thb'))}
          </Text>
          <Text size="sm" c="dimmed">
            {paid ? t('sandbox.promptpay.doneText') : t('sandbox.promptpay.notDoneText')}
          </Text>
          <Button
            component={Link}
            to={orderPath}
            size="md"
            fullWidth
            mt="sm"
            leftSection={<IconArrowLeft size={18} />}
            data-testid="sandbox-back-to-order"
          >
            {t('sandbox.backToOrder')}
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Card padding={0} className={classes.card} data-testid="sandbox-promptpay">
      <Box className={classes.bankHead}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="white" variant="white" c="indigo.8">
            <IconBuildingBank size={22} />
          </ThemeIcon>
          <Box miw={0}>
            <Text fw={700} c="white">
              {t('sandbox.promptpay.bankName')}
            </Text>
            <Text size="xs" c="indigo.1">
              {t('sandbox.promptpay.scanned')}
            </Text>
          </Box>
        </Group>
      </Box>
      <Stack gap="md" p="xl">
        <Group gap="xs" c="dimmed" wrap="nowrap">
          <IconQrcode size={18} />
          <Text size="sm">{t('sandbox.promptpay.confirmTitle')}</Text>
        </Group>
        <Stack gap={10}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed">
              {t('sandbox.promptpay.payee')}
            </Text>
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
          </Group>
          <Divider variant="dashed" />
          <Group justify="space-between" wrap="nowrap" align="baseline">
            <Text size="sm" c="dimmed">
              {t('sandbox.amount')}
            </Text>
            <Text className={classes.bigAmount} data-testid="sandbox-amount">
              {baht(c.amount)}{' '}
              <Text span size="sm" c="dimmed" fw={500}>
                {currencyLabel(c.currency, t('sandbox.thb'))}
              </Text>
            </Text>
          </Group>
        </Stack>
        {c.status !== 'pending' ? (
          <AlreadyDone status={c.status} orderUuid={c.order_uuid} />
        ) : (
          <>
            {complete.isError && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} />}
                data-testid="sandbox-error"
              >
                {complete.error instanceof ApiError && complete.error.status !== 0
                  ? complete.error.message
                  : t('sandbox.failed')}
              </Alert>
            )}
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
            <Button
              component={Link}
              to={orderPath}
              variant="subtle"
              color="gray"
              data-testid="sandbox-cancel"
            >
              {t('sandbox.promptpay.cancel')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
