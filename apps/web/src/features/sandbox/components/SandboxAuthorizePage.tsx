import { useState, type ComponentType } from 'react';
import { Button, Card, Code, Divider, Group, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconCheck, IconShieldLock, IconX, type IconProps } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCompleteSandboxCharge, type ChargeOutcome, type SandboxCharge } from '../api/sandbox-charge';
import { baht, currencyLabel } from '../lib/format';
import { AlreadyDone, ChargePage, ChargeRow, CompleteError, ProviderHead } from './ChargePage';
import classes from './Sandbox.module.css';

/** The two answers to the 3-D Secure question, side by side; each names its label and test id. */
const ANSWERS = [
  { name: 'decline', outcome: 'failed', icon: IconX, look: { variant: 'default' } },
  { name: 'approve', outcome: 'successful', icon: IconCheck, look: { color: 'teal' } },
] as const satisfies readonly {
  name: string;
  outcome: ChargeOutcome;
  icon: ComponentType<IconProps>;
  look: ButtonProps;
}[];

/** `/sandbox/authorize/:chargeId`: the card's 3-D Secure step, answered by hand. */
export function SandboxAuthorizePage() {
  return <ChargePage kind="authorize" card={AuthorizeCard} />;
}

function AuthorizeCard({ charge: c }: { charge: SandboxCharge }) {
  const { t } = useTranslation();
  const complete = useCompleteSandboxCharge(c.id);
  const [leaving, setLeaving] = useState<ChargeOutcome | null>(null);

  const answer = (outcome: ChargeOutcome) => {
    setLeaving(outcome);
    complete.mutate(outcome, {
      // A card charge always names its order page; without one, the charge's own order.
      onSuccess: (reply) => window.location.assign(reply.return_uri ?? `/order/${c.order_uuid}`),
      onError: () => setLeaving(null),
    });
  };

  const pending = c.status === 'pending';

  return (
    <Card padding="xl" className={classes.card} data-testid="sandbox-authorize">
      <Stack gap="md">
        <ProviderHead
          on="card"
          icon={<IconShieldLock size={24} />}
          title={t('sandbox.authorize.title')}
          subtitle={t('sandbox.authorize.subtitle')}
        />
        <Divider />
        <Stack gap={10}>
          <ChargeRow label={t('sandbox.merchant')}>
            <Text fw={600} data-testid="sandbox-merchant">
              {t('sandbox.merchantName')}
            </Text>
          </ChargeRow>
          <ChargeRow label={t('sandbox.amount')}>
            <Text className={classes.amount} data-testid="sandbox-amount">
              {baht(c.amount)} {currencyLabel(c.currency, t('sandbox.thb'))}
            </Text>
          </ChargeRow>
          <ChargeRow label={t('sandbox.reference')} align="flex-start">
            <Code className={classes.ref}>{c.id}</Code>
          </ChargeRow>
        </Stack>
        <Divider />
        {pending ? (
          <>
            <Text size="sm">{t('sandbox.authorize.question')}</Text>
            {complete.isError && <CompleteError error={complete.error} />}
            <Group grow gap="sm" className={classes.actions}>
              {ANSWERS.map(({ name, outcome, icon: Icon, look }) => (
                <Button
                  key={outcome}
                  size="md"
                  {...look}
                  leftSection={<Icon size={18} />}
                  onClick={() => answer(outcome)}
                  loading={leaving === outcome}
                  disabled={leaving !== null}
                  data-testid={`sandbox-${name}`}
                >
                  {t(`sandbox.authorize.${name}`)}
                </Button>
              ))}
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
