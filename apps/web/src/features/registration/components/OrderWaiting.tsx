import { useEffect, useState, type ReactNode } from 'react';
import {
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconHourglassHigh, IconPlayerStop, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RetryState } from '../model/order-retry';

/** Whole seconds left until `until`, redrawn as they pass (a new `until` mounts a new countdown). */
function useSecondsLeft(until: number): number {
  const [seconds, setSeconds] = useState(() => Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.max(0, Math.ceil((until - Date.now()) / 1000))), 250);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

function Countdown({ until }: { until: number }) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(until);
  return (
    <Text size="sm" aria-hidden="true" data-testid="order-waiting-countdown" data-seconds={seconds}>
      {t('registration.busy.retryIn', { count: seconds })}
    </Text>
  );
}

/** The bordered box of a wait or a stop, its border in the state's colour (a Mantine colour and shade). */
function StateBox({
  testId,
  border,
  data,
  children,
}: {
  testId: string;
  border: string;
  data: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      data-testid={testId}
      {...data}
      style={{ borderColor: `var(--mantine-color-${border})` }}
    >
      {children}
    </Paper>
  );
}

/**
 * The calm state of an order the server could not take yet: "many runners are registering right
 * now, retrying in N s" with the seconds counting down, or "checking your connection" while the
 * browser solves a busy address's challenge in the background, and a way to stop; after the page stops
 * (the runner, or the retry limit), a button to send the same order again. The form stays as it is.
 *
 * Screen readers hear each wait once (the status region), not every second of the countdown.
 */
export function OrderWaiting({
  state,
  onCancel,
  onRetry,
}: {
  state: RetryState;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (state.kind === 'idle') return null;
  const title =
    state.kind === 'checking'
      ? t('registration.busy.checkingTitle')
      : state.reason === 'busy'
        ? t('registration.busy.title')
        : t('registration.busy.networkTitle');

  if (state.kind === 'stopped') {
    return (
      <StateBox testId="order-stopped" border="yellow-5" data={{ 'data-by': state.by }}>
        <Stack gap="xs">
          <div role="status">
            <Text fw={600}>{state.by === 'limit' ? t('registration.busy.gaveUpTitle') : title}</Text>
            <Text size="sm">
              {state.by === 'limit' ? t('registration.busy.gaveUpText') : t('registration.busy.stoppedText')}
            </Text>
          </div>
          <Button
            variant="light"
            color="accent"
            leftSection={<IconSend size={18} />}
            onClick={onRetry}
            data-testid="order-retry-now"
          >
            {t('registration.busy.retryNow')}
          </Button>
        </Stack>
      </StateBox>
    );
  }

  return (
    <StateBox testId="order-waiting" border="blue-4" data={{ 'data-state': state.kind }}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" color="blue" aria-hidden="true">
            {state.kind === 'waiting' ? <IconHourglassHigh size={22} /> : <Loader size={20} />}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <div role="status" aria-live="polite" aria-atomic="true">
              <Text fw={600} data-testid="order-waiting-title">
                {title}
              </Text>
              <VisuallyHidden>
                {state.kind === 'waiting'
                  ? t('registration.busy.retryIn', { count: state.seconds })
                  : state.kind === 'checking'
                    ? t('registration.busy.checking')
                    : t('registration.busy.sending')}
              </VisuallyHidden>
            </div>
            {state.kind === 'waiting' ? (
              <Countdown key={state.until} until={state.until} />
            ) : state.kind === 'checking' ? (
              <Stack gap={6} aria-hidden="true">
                <Text size="sm" data-testid="order-checking">
                  {t('registration.busy.checking')}
                </Text>
                <Progress value={100} animated striped size="sm" color="blue" />
              </Stack>
            ) : (
              <Text size="sm" aria-hidden="true">
                {t('registration.busy.sending')}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('registration.busy.kept')}
            </Text>
          </Stack>
        </Group>
        <Button
          variant="default"
          leftSection={<IconPlayerStop size={18} />}
          onClick={onCancel}
          data-testid="order-waiting-cancel"
        >
          {t('registration.busy.cancel')}
        </Button>
      </Stack>
    </StateBox>
  );
}
