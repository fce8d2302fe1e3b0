import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Code,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCheck, IconShieldLock, IconX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import {
  CHARGE_ID_PATTERN,
  useCompleteSandboxCharge,
  useSandboxCharge,
  type ChargeOutcome,
} from '../api/sandbox-charge';
import { baht, currencyLabel } from '../lib/format';
import { SandboxFrame } from './SandboxFrame';
import classes from './Sandbox.module.css';

/** `/sandbox/authorize/:chargeId`: the card's 3-D Secure step, answered by hand. */
export function SandboxAuthorizePage() {
  const { chargeId = '' } = useParams();
  const { t } = useTranslation();
  usePageTitle(t('sandbox.authorize.pageTitle'));
  return (
    <SandboxFrame title={t('sandbox.authorize.topTitle')}>
      <AuthorizeCard key={chargeId} chargeId={chargeId} />
    </SandboxFrame>
  );
}

function AuthorizeCard({ chargeId }: { chargeId: string }) {
  const { t } = useTranslation();
  const valid = CHARGE_ID_PATTERN.test(chargeId);
  const charge = useSandboxCharge(chargeId, { enabled: valid });
  const complete = useCompleteSandboxCharge(chargeId);
  const [leaving, setLeaving] = useState<ChargeOutcome | null>(null);

  const answer = (outcome: ChargeOutcome) => {
    setLeaving(outcome);
    complete.mutate(outcome, {
      // A card charge always names its order page; without one, the charge's own order.
      onSuccess: (reply) =>
        window.location.assign(reply.return_uri ?? `/order/${charge.data?.order_uuid ?? ''}`),
      onError: () => setLeaving(null),
    });
  };

  if (!valid || charge.isError) return <ChargeMissing />;
  if (!charge.data) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  const c = charge.data;
  const pending = c.status === 'pending';

  return (
    <Card padding="xl" className={classes.card} data-testid="sandbox-authorize">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light" color="grape">
            <IconShieldLock size={24} />
          </ThemeIcon>
          <Box miw={0}>
            <Title order={1} fz="h3">
              {t('sandbox.authorize.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sandbox.authorize.subtitle')}
            </Text>
          </Box>
        </Group>
        <Divider />
        <Stack gap={10}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('sandbox.merchant')}
            </Text>
            <Text fw={600} data-testid="sandbox-merchant">
              {t('sandbox.merchantName')}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('sandbox.amount')}
            </Text>
            <Text className={classes.amount} data-testid="sandbox-amount">
              {baht(c.amount)} {currencyLabel(c.currency, t('sandbox.thb'))}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed">
              {t('sandbox.reference')}
            </Text>
            <Code className={classes.ref}>{c.id}</Code>
          </Group>
        </Stack>
        <Divider />
        {pending ? (
          <>
            <Text size="sm">{t('sandbox.authorize.question')}</Text>
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
            <Group grow gap="sm" className={classes.actions}>
              <Button
                size="md"
                variant="default"
                leftSection={<IconX size={18} />}
                onClick={() => answer('failed')}
                loading={leaving === 'failed'}
                disabled={leaving !== null}
                data-testid="sandbox-decline"
              >
                {t('sandbox.authorize.decline')}
              </Button>
              <Button
                size="md"
                color="teal"
                leftSection={<IconCheck size={18} />}
                onClick={() => answer('successful')}
                loading={leaving === 'successful'}
                disabled={leaving !== null}
                data-testid="sandbox-approve"
              >
                {t('sandbox.authorize.approve')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed" ta="center">
              {t('sandbox.authorize.hint')}
            </Text>
          </>
        ) : (
          <AlreadyDone status={c.status} orderUuid={c.order_uuid} />
        )}
      </Stack>
    </Card>
  );
}

export function AlreadyDone({ status, orderUuid }: { status: string; orderUuid: string }) {
  const { t } = useTranslation();
  const label =
    status === 'successful'
      ? t('sandbox.state.successful')
      : status === 'failed'
        ? t('sandbox.state.failed')
        : t('sandbox.state.other', { status });
  return (
    <Stack gap="sm" data-testid="sandbox-done" data-status={status}>
      <Alert color={status === 'successful' ? 'teal' : 'gray'} variant="light">
        {label}
      </Alert>
      {orderUuid && (
        <Button
          component={Link}
          to={`/order/${orderUuid}`}
          variant="light"
          leftSection={<IconArrowLeft size={16} />}
          data-testid="sandbox-back-to-order"
        >
          {t('sandbox.backToOrder')}
        </Button>
      )}
    </Stack>
  );
}

export function ChargeMissing() {
  const { t } = useTranslation();
  return (
    <Card padding="xl" className={classes.card} data-testid="sandbox-missing">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconAlertCircle size={30} />
        </ThemeIcon>
        <Title order={1} fz="h3">
          {t('sandbox.missing.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sandbox.missing.text')}
        </Text>
        <Button component={Link} to="/find-order" variant="light" mt="xs">
          {t('sandbox.missing.findOrder')}
        </Button>
      </Stack>
    </Card>
  );
}
