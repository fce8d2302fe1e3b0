import type { ReactNode } from 'react';
import { Box, Paper, Text } from '@mantine/core';
import {
  IconCheck,
  IconCircleCheck,
  IconCreditCard,
  IconFileSearch,
  IconTruckDelivery,
  IconUserEdit,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../api/inquire-order';
import { paymentKind } from '../lib/payment';
import classes from './Order.module.css';

/** stopped: the order ended unpaid (expired, cancelled, deleted); skipped: a step it will not reach. */
type StepState = 'completed' | 'active' | 'pending' | 'stopped' | 'skipped';

interface Step {
  key: string;
  label: string;
  icon: ReactNode;
  state: StepState;
}

/**
 * Information, Address (only for a kit sent to an address), Payment (bank transfer: Waiting payment slip checking), Completed.
 * INITIAL: the third step is the current one; PAID (and FREE): every step is done; EXPIRED, DELETE,
 * CANCEL: the payment step ended there, and the last one will not come.
 */
export function OrderSteps({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const transfer = paymentKind(order.payment_method) === 'transfer';
  const paid = order.status === 'PAID';
  const stopped = order.status === 'EXPIRED' || order.status === 'DELETE' || order.status === 'CANCEL';
  const third: StepState = paid
    ? 'completed'
    : stopped
      ? 'stopped'
      : order.status === 'INITIAL'
        ? 'active'
        : 'pending';

  const steps: Step[] = [
    { key: 'info', label: t('order.steps.info'), icon: <IconUserEdit size={18} />, state: 'completed' },
    // Only a kit sent to an address has an address step; a kit picked up at the desk has none.
    ...(order.delivery_type_is_require_address === 'Y'
      ? [
          {
            key: 'address',
            label: t('order.steps.address'),
            icon: <IconTruckDelivery size={18} />,
            state: 'completed' as const,
          },
        ]
      : []),
    {
      key: 'payment',
      label: transfer && !stopped ? t('order.steps.waitingSlip') : t('order.steps.payment'),
      icon: transfer ? <IconFileSearch size={18} /> : <IconCreditCard size={18} />,
      state: third,
    },
    {
      key: 'done',
      label: t('order.steps.completed'),
      icon: <IconCircleCheck size={18} />,
      state: paid ? 'completed' : stopped ? 'skipped' : 'pending',
    },
  ];
  const stateText: Record<StepState, string> = {
    completed: t('order.steps.stateCompleted'),
    active: t('order.steps.stateActive'),
    pending: t('order.steps.statePending'),
    stopped: order.status === 'EXPIRED' ? t('order.steps.stateExpired') : t('order.steps.stateClosed'),
    skipped: '',
  };

  return (
    <Paper
      withBorder
      shadow="xs"
      className={classes.steps}
      data-testid="order-steps"
      aria-label={t('order.steps.label')}
    >
      <Box component="ol" className={classes.stepList}>
        {steps.map((step, index) => (
          <Box
            component="li"
            key={step.key}
            className={classes.step}
            data-state={step.state}
            data-completed={step.state === 'completed'}
            data-testid={`order-step-${step.key}`}
            aria-current={step.state === 'active' ? 'step' : undefined}
          >
            <Box className={classes.stepMarker} aria-hidden>
              {step.state === 'completed' ? (
                <IconCheck size={18} stroke={2.6} />
              ) : step.state === 'stopped' ? (
                <IconX size={18} stroke={2.6} />
              ) : (
                step.icon
              )}
            </Box>
            {index < steps.length - 1 && (
              <Box className={classes.stepLine} aria-hidden data-state={step.state} />
            )}
            <Text className={classes.stepLabel} data-testid="order-step-label">
              {step.label}
            </Text>
            {stateText[step.state] !== '' && (
              <Text className={classes.stepState}>{stateText[step.state]}</Text>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
