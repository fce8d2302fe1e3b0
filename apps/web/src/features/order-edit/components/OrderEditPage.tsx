import { useMemo, useState } from 'react';
import { Card, Center, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@raceday/domain';
import { eventRules } from '@raceday/domain/validation';
import { DeskPage } from '@/components/DeskPage';
import { Notice } from '@/components/Notice';
import { ApiError, errorMessage } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrderDetail, type OrderDetail } from '../api/order-detail';
import { AddressForm } from './AddressForm';
import { OrderEditSummary } from './OrderEditSummary';
import { RunnerCard } from './RunnerCard';
import { RunnerEditForm } from './RunnerEditForm';
import { deliveryLabel, runTypeLabel, shirtLabel } from './text';

/** `/order-update/:eventKey/:uuid` inside the gate: an organizer corrects an order (seed 001 §2.9). */
export function OrderEditPage({ event, uuid }: { event: EventDetail; uuid: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const title = pickText(lang, event.title, event.title_en);
  usePageTitle(t('orderEdit.pageTitle', { uuid: uuid.slice(0, 8) }));
  const detail = useOrderDetail(event.event_key, uuid);

  return (
    <DeskPage
      width={1100}
      back={`/dashboard-organizer/${event.event_key}`}
      backLabel={t('orderEdit.back')}
      icon={<IconPencil size={18} stroke={1.8} />}
      eyebrow={t('orderEdit.title')}
      title={title}
      testIdPrefix="order-edit"
    >
      {detail.isPending && (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
      {detail.error && (
        <Notice color="red" icon={IconAlertCircle} data-testid="order-edit-load-error">
          {detail.error instanceof ApiError && detail.error.status === 404
            ? t('orderEdit.notFound')
            : t('orderEdit.errorPopup', { message: errorMessage(detail.error, t('orderEdit.network')) })}
        </Notice>
      )}
      {detail.data && <OrderEditor event={event} order={detail.data} version={detail.dataUpdatedAt} />}
    </DeskPage>
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
      <OrderEditSummary event={event} order={order} />

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
              shirt={shirtLabel(event, r, lang)}
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
