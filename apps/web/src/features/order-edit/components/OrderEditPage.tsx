import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconExternalLink,
  IconFileText,
  IconPencil,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fromBaht, formatBaht, type EventDetail, type OrderStatus } from '@raceday/domain';
import { eventRules } from '@raceday/domain/validation';
import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrderDetail, type EditableRunner, type OrderDetail } from '../api/order-detail';
import { isTeamMember } from '../model/runner-edit';
import { AddressForm } from './AddressForm';
import { RunnerEditForm } from './RunnerEditForm';
import { deliveryLabel, plainText, runTypeLabel } from './text';
import classes from './OrderEdit.module.css';

const STATUS_COLORS: Record<OrderStatus, string> = {
  INITIAL: 'orange',
  PAID: 'teal',
  DELETE: 'gray',
  CANCEL: 'gray',
  EXPIRED: 'gray',
};

/** `/order-update/:eventKey/:uuid` inside the gate: an organizer corrects an order (seed 001 §2.9). */
export function OrderEditPage({ event, uuid }: { event: EventDetail; uuid: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const title = pickText(lang, event.title, event.title_en);
  usePageTitle(t('orderEdit.pageTitle', { uuid: uuid.slice(0, 8) }));
  const detail = useOrderDetail(event.event_key, uuid);

  return (
    <Box className={classes.wrap} data-testid="order-edit-page">
      <Anchor
        component={Link}
        to={`/dashboard-organizer/${event.event_key}`}
        size="sm"
        c="dimmed"
        className={classes.back}
      >
        <IconArrowLeft size={16} />
        {t('orderEdit.back')}
      </Anchor>
      <Stack gap="md">
        <Box>
          <Group gap={6} c="brand" wrap="nowrap">
            <IconPencil size={18} stroke={1.8} />
            <Text size="sm" fw={600}>
              {t('orderEdit.title')}
            </Text>
          </Group>
          <Title order={1} className={classes.title} data-testid="order-edit-event-title">
            {title}
          </Title>
        </Box>
        {detail.isPending && (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        )}
        {detail.error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            data-testid="order-edit-load-error"
          >
            {detail.error instanceof ApiError && detail.error.status === 404
              ? t('orderEdit.notFound')
              : t('orderEdit.errorPopup', {
                  message:
                    detail.error instanceof ApiError && detail.error.status !== 0
                      ? detail.error.message
                      : t('orderEdit.network'),
                })}
          </Alert>
        )}
        {detail.data && <OrderEditor event={event} order={detail.data} version={detail.dataUpdatedAt} />}
      </Stack>
    </Box>
  );
}

function OrderEditor({ event, order, version }: { event: EventDetail; order: OrderDetail; version: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const rules = useMemo(() => eventRules(event), [event]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = order.runners.find((r) => r.runner_id === selectedId) ?? order.runners[0];

  return (
    <Stack gap="md">
      <OrderSummary event={event} order={order} />

      <Card withBorder radius="lg" padding="lg">
        <Title order={2} fz="h4" mb="sm">
          {t('orderEdit.runners', { n: order.runners.length })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {order.runners.map((r) => (
            <RunnerCard
              key={r.runner_id}
              runner={r}
              runType={runTypeLabel(event, r, lang)}
              selected={r.runner_id === selected?.runner_id}
              onEdit={() => {
                setSelectedId(r.runner_id);
                requestAnimationFrame(() =>
                  document
                    .querySelector('[data-testid="runner-edit-form"]')
                    ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
                );
              }}
            />
          ))}
        </SimpleGrid>
      </Card>

      {selected && (
        <RunnerEditForm
          // A new person or a reload after saving starts the form from the stored values.
          key={`${selected.runner_id}-${version}`}
          event={event}
          rules={rules}
          lang={lang}
          order={order}
          runner={selected}
        />
      )}

      {order.delivery_type_is_require_address === 'Y' && (
        <AddressForm
          key={version}
          order={order}
          eventKey={event.event_key}
          deliveryName={deliveryLabel(event, order.delivery_type_name, lang)}
          lang={lang}
        />
      )}
    </Stack>
  );
}

function OrderSummary({ event, order }: { event: EventDetail; order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const amount = formatBaht(fromBaht(order.paid_amount));
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="order-edit-summary">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Box miw={0}>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconFileText size={16} />
            <Text size="sm">{t('orderEdit.orderNumber')}</Text>
          </Group>
          <Text fw={700} className={classes.uuid} data-testid="order-edit-uuid">
            {order.uuid}
          </Text>
        </Box>
        <Button
          component={Link}
          to={`/order/${order.uuid}`}
          variant="light"
          size="xs"
          rightSection={<IconExternalLink size={14} />}
          data-testid="order-edit-view"
        >
          {t('orderEdit.viewOrder')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
        <Box>
          <Text size="xs" c="dimmed">
            {t('orderEdit.status')}
          </Text>
          <Badge
            variant="light"
            color={STATUS_COLORS[order.status] ?? 'gray'}
            mt={4}
            tt="none"
            classNames={{ root: classes.badge, label: classes.badgeLabel }}
            data-testid="order-edit-status"
            data-status={order.status}
          >
            {t(`orderEdit.statuses.${order.status}`, { defaultValue: order.status })}
          </Badge>
        </Box>
        <Box>
          <Text size="xs" c="dimmed">
            {t('orderEdit.paymentMethod')}
          </Text>
          <Text fw={600} size="sm" data-testid="order-edit-method">
            {t(`orderEdit.methods.${order.payment_method}`, { defaultValue: order.payment_method })}
          </Text>
        </Box>
        <Box>
          <Text size="xs" c="dimmed">
            {t('orderEdit.amount')}
          </Text>
          <Text fw={700} size="sm" data-testid="order-edit-amount">
            {t('orderEdit.baht', { amount })}
          </Text>
        </Box>
        <Box miw={0}>
          <Text size="xs" c="dimmed">
            {t('orderEdit.delivery')}
          </Text>
          <Text fw={600} size="sm" className={classes.wrapText}>
            {order.delivery_type_name ? deliveryLabel(event, order.delivery_type_name, lang) : '-'}
          </Text>
        </Box>
      </SimpleGrid>
    </Card>
  );
}

function RunnerCard({
  runner,
  runType,
  selected,
  onEdit,
}: {
  runner: EditableRunner;
  runType: string;
  selected: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      className={classes.runnerCard}
      data-selected={selected}
      onClick={onEdit}
      aria-pressed={selected}
      data-testid="order-edit-runner"
      data-runner-id={runner.runner_id}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconUser size={18} className={classes.accentIcon} />
          <Text fw={700} className={classes.wrapText} data-testid="order-edit-runner-name">
            {runner.fname} {runner.lname}
          </Text>
        </Group>
        {isTeamMember(runner) && (
          <Badge size="sm" variant="light" color="gray">
            {t('orderEdit.member', { n: runner.team_position })}
          </Badge>
        )}
      </Group>
      <Box className={classes.cardGrid} mt={6}>
        <Text size="xs" c="dimmed">
          {t('orderEdit.form.runType')}
        </Text>
        <Text size="sm">{runType}</Text>
        <Text size="xs" c="dimmed">
          {t('orderEdit.form.shirt')}
        </Text>
        <Text size="sm">{plainText(runner.t_shirt_name) || '-'}</Text>
        <Text size="xs" c="dimmed">
          {t('orderEdit.form.idCard')}
        </Text>
        <Text size="sm" className={classes.wrapText}>
          {runner.id_card}
        </Text>
        <Text size="xs" c="dimmed">
          {t('orderEdit.form.mobile')}
        </Text>
        <Text size="sm">{runner.mobile_no || '-'}</Text>
      </Box>
      <Group justify="flex-end" mt="xs">
        <Text size="sm" fw={600} c={selected ? 'brand' : 'dimmed'}>
          <IconPencil size={14} className={classes.inlineIcon} />
          {selected ? t('orderEdit.editing') : t('orderEdit.edit')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
