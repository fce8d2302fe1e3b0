import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Alert, Box, Center, Group, Loader, Stack, Text, Card, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { CHARGE_ID_PATTERN, useSandboxCharge, type SandboxCharge } from '../api/sandbox-charge';
import { SandboxFrame } from './SandboxFrame';
import classes from './Sandbox.module.css';

/** The sandbox's two pages; each has its titles in the catalogs: `sandbox.<kind>.pageTitle`, `.topTitle`. */
export type ChargePageKind = 'promptpay' | 'authorize';

/**
 * A sandbox page about the charge in its address (`/sandbox/.../:chargeId`): the frame, a spinner, then
 * the page's card for the charge; an unknown or malformed id says there is no such charge.
 */
export function ChargePage({
  kind,
  card: ChargeCard,
}: {
  kind: ChargePageKind;
  card: ComponentType<{ charge: SandboxCharge }>;
}) {
  const { t } = useTranslation();
  const { chargeId = '' } = useParams();
  usePageTitle(t(`sandbox.${kind}.pageTitle`));
  return (
    <SandboxFrame title={t(`sandbox.${kind}.topTitle`)}>
      <ChargeLoader key={chargeId} chargeId={chargeId} card={ChargeCard} />
    </SandboxFrame>
  );
}

function ChargeLoader({
  chargeId,
  card: ChargeCard,
}: {
  chargeId: string;
  card: ComponentType<{ charge: SandboxCharge }>;
}) {
  const valid = CHARGE_ID_PATTERN.test(chargeId);
  const charge = useSandboxCharge(chargeId, { enabled: valid });
  if (!valid || charge.isError) return <ChargeMissing />;
  if (!charge.data) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  return <ChargeCard charge={charge.data} />;
}

function ChargeMissing() {
  const { t } = useTranslation();
  return (
    <ResultCard
      testId="sandbox-missing"
      color="red"
      icon={<IconAlertCircle size={30} />}
      iconSize={56}
      title={t('sandbox.missing.title')}
    >
      <Text size="sm" c="dimmed">
        {t('sandbox.missing.text')}
      </Text>
      <LinkButton to="/find-order" variant="light" mt="xs">
        {t('sandbox.missing.findOrder')}
      </LinkButton>
    </ResultCard>
  );
}

/** Where a sandbox page ends, centred in its card: a big icon, the outcome, what it says, the way on. */
export function ResultCard({
  testId,
  color,
  icon,
  iconSize,
  title,
  children,
}: {
  testId: string;
  color: string;
  icon: ReactNode;
  iconSize: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card padding="xl" className={classes.card} data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={iconSize} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1} fz="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The charge was answered already (another tab, a second visit): how, and the way back to the order. */
export function AlreadyDone({ status, orderUuid }: { status: string; orderUuid: string }) {
  const { t } = useTranslation();
  const label =
    status === 'successful' || status === 'failed'
      ? t(`sandbox.state.${status}`)
      : t('sandbox.state.other', { status });
  return (
    <Stack gap="sm" data-testid="sandbox-done" data-status={status}>
      <Alert color={status === 'successful' ? 'teal' : 'gray'} variant="light">
        {label}
      </Alert>
      {orderUuid && (
        <BackToOrder orderUuid={orderUuid} variant="light" leftSection={<IconArrowLeft size={16} />} />
      )}
    </Stack>
  );
}

/** The way back to the order's page, where the payment's outcome shows (the home page without an order). */
export function BackToOrder({
  orderUuid,
  ...props
}: Omit<ComponentProps<typeof LinkButton>, 'to' | 'children'> & { orderUuid: string }) {
  const { t } = useTranslation();
  return (
    <LinkButton to={orderUuid ? `/order/${orderUuid}` : '/'} data-testid="sandbox-back-to-order" {...props}>
      {t('sandbox.backToOrder')}
    </LinkButton>
  );
}

/** The answer could not be sent: the server's words, or that the sandbox did not answer. */
export function CompleteError({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="sandbox-error">
      {errorMessage(error, t('sandbox.failed'))}
    </Alert>
  );
}

/** One line of the charge's details: the label on the left, its value on the right. */
/**
 * The head of a provider's page, as a bank's would have it: the provider's mark and two lines (what this
 * page is, and what happened). On the card's white (3-D Secure) or on the bank's coloured band
 * (PromptPay).
 */
export function ProviderHead({
  on,
  icon,
  title,
  subtitle,
}: {
  on: 'card' | 'band';
  icon: ReactNode;
  title: string;
  subtitle: string;
}) {
  const band = on === 'band';
  return (
    <Group gap="sm" wrap="nowrap">
      {band ? (
        <ThemeIcon size={40} radius="xl" color="white" variant="white" c="indigo.8">
          {icon}
        </ThemeIcon>
      ) : (
        <ThemeIcon size={44} radius="xl" variant="light" color="grape">
          {icon}
        </ThemeIcon>
      )}
      <Box miw={0}>
        {band ? (
          <Text fw={700} c="white">
            {title}
          </Text>
        ) : (
          <Title order={1} fz="h3">
            {title}
          </Title>
        )}
        <Text size={band ? 'xs' : 'sm'} c={band ? 'indigo.1' : 'dimmed'}>
          {subtitle}
        </Text>
      </Box>
    </Group>
  );
}

export function ChargeRow({
  label,
  align,
  children,
}: {
  label: string;
  align?: 'flex-start' | 'baseline';
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" align={align}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}
