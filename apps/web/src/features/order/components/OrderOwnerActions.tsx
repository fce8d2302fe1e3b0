import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconQrcode, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { toApiLanguage } from '@/lib/language';
import { cancelOrder, switchPaymentMethod } from '../api/owner-actions';
import type { OrderView } from '../api/inquire-order';
import { feePercent, paymentKind } from '../lib/payment';
import classes from './Order.module.css';

const ICONS = { promptpay: IconQrcode, card: IconCreditCard } as const;

/**
 * For the owner of an unpaid order (issue 26): pay it another way the event accepts (a declined card →
 * PromptPay; the fee follows the method), or cancel it, which gives its places back at once after a
 * confirmation. The server says which of these the viewer may do (payment_methods, can_cancel).
 */
export function OrderOwnerActions({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const others = order.payment_methods.filter((m) => m !== order.payment_method);
  if (order.status !== 'INITIAL' || (!order.can_cancel && others.length === 0)) return null;

  async function run(what: string, call: () => Promise<unknown>, done: string) {
    setBusy(what);
    try {
      await call();
      // Closes by itself: no unnamed close button (axe button-name).
      notifications.show({ color: 'teal', message: done, withCloseButton: false });
    } catch (error) {
      notifications.show({
        color: 'red',
        withCloseButton: false,
        title: t('order.owner.failedTitle'),
        message: error instanceof ApiError && error.message ? error.message : t('order.owner.failed'),
      });
    } finally {
      setBusy(null);
      setConfirming(false);
      // The page asks again: the order as it is now (a PromptPay QR is asked for once there).
      await queryClient.invalidateQueries({ queryKey: ['order'] });
    }
  }
  const language = toApiLanguage(currentLanguage());
  const methodName = (method: string) => t(`order.method.${paymentKind(method)}`);

  return (
    <Card className={classes.section} data-testid="order-owner-actions">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('order.owner.title')}
        </Title>
        {others.length > 0 && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('order.owner.switchHint')}
            </Text>
            <Group gap="xs">
              {others.map((method) => {
                const kind = paymentKind(method);
                const Icon = kind === 'card' || kind === 'promptpay' ? ICONS[kind] : IconCreditCard;
                return (
                  <Button
                    key={method}
                    variant="light"
                    leftSection={<Icon size={18} />}
                    loading={busy === method}
                    disabled={busy !== null && busy !== method}
                    onClick={() =>
                      void run(
                        method,
                        () => switchPaymentMethod(order.uuid, method, language),
                        t('order.owner.switched', { method: methodName(method) }),
                      )
                    }
                    data-testid={`switch-method-${kind}`}
                  >
                    {t(
                      `order.owner.switchTo.${kind === 'card' || kind === 'promptpay' ? kind : 'transfer'}`,
                      {
                        percent: feePercent(kind),
                      },
                    )}
                  </Button>
                );
              })}
            </Group>
          </Stack>
        )}
        {order.can_cancel && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('order.owner.cancelHint')}
            </Text>
            <Group>
              <Button
                variant="outline"
                color="red"
                leftSection={<IconTrash size={18} />}
                disabled={busy !== null}
                onClick={() => setConfirming(true)}
                data-testid="cancel-order"
              >
                {t('order.owner.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      {/* Mantine's parts without its header (a second banner landmark) or an unnamed close button
          ('Keep the order' closes it); Modal.Title names the dialog (aria-labelledby). */}
      <Modal.Root
        opened={confirming}
        onClose={() => setConfirming(false)}
        centered
        radius="lg"
        data-testid="cancel-order-dialog"
      >
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Body>
            <Stack gap="md" pt="md">
              <Modal.Title fz="h4" fw={700}>
                {t('order.owner.confirmTitle')}
              </Modal.Title>
              <Text size="sm">{t('order.owner.confirmText')}</Text>
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  onClick={() => setConfirming(false)}
                  data-testid="cancel-order-keep"
                >
                  {t('order.owner.keep')}
                </Button>
                <Button
                  color="red"
                  loading={busy === 'cancel'}
                  onClick={() =>
                    void run('cancel', () => cancelOrder(order.uuid, language), t('order.owner.cancelled'))
                  }
                  data-testid="cancel-order-confirm"
                >
                  {t('order.owner.confirm')}
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Card>
  );
}
