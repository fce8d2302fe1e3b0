import { Alert, Button, Code, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlarm, IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type EventDetail, type Language } from '@raceday/domain';
import { pickText } from '@/lib/language';
import type { CreateOrderReply } from '../api/create-order';

/** 'Register completed orderID: {uuid}', the pay-by time, and the Payment button to /order/{uuid}. */
export function SuccessDialog({
  event,
  lang,
  order,
  onClose,
}: {
  event: EventDetail;
  lang: Language;
  order: CreateOrderReply | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const message = pickText(lang, event.txt_message_registed, event.txt_message_registed_en);
  const paid = order?.order_status === 'PAID';
  const payBy = !paid && order?.expires_at ? formatDateTime(order.expires_at, lang) : null;
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      centered
      radius="lg"
      size="md"
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      {order && (
        <Stack align="center" ta="center" gap="sm" pb="xs" data-testid="success-dialog">
          <ThemeIcon size={72} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={44} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            {t('registration.success.title')}
          </Title>
          <Text size="sm" data-testid="success-order-id">
            {t('registration.success.orderId')}{' '}
            <Code fz="sm" style={{ wordBreak: 'break-all' }}>
              {order.uuid}
            </Code>
          </Text>
          {message.trim() !== '' && (
            <Text size="sm" c="dimmed">
              {message}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {paid ? t('registration.success.paidHint') : t('registration.success.payHint')}
          </Text>
          {payBy && (
            <Alert
              color="accent"
              variant="light"
              radius="md"
              w="100%"
              ta="start"
              icon={<IconAlarm size={20} />}
              data-testid="success-pay-by"
            >
              <Text size="sm" fw={600}>
                {t('registration.success.payBy', { date: payBy })}
              </Text>
              <Text size="xs" c="dimmed" mt={2}>
                {t('registration.success.payByHint')}
              </Text>
            </Alert>
          )}
          <Button
            component={Link}
            to={`/order/${order.uuid}`}
            size="md"
            color="accent"
            fullWidth
            mt="xs"
            rightSection={<IconArrowRight size={18} />}
            data-testid="go-to-payment"
          >
            {paid ? t('registration.success.viewOrder') : t('registration.success.payment')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onClose} data-testid="success-close">
            {t('registration.success.close')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
