import { memo } from 'react';
import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBaht, fromBaht, type EventDetail, type Language } from '@raceday/domain';
import { deliveryDescription, deliveryName } from '../model/event-view';
import { ChoiceCard } from './ChoiceCard';
import classes from './Register.module.css';

/** The event's pickups and deliveries as radio cards: name, price, description, price per extra runner. */
export const DeliveryChoices = memo(function DeliveryChoices({
  event,
  lang,
  value,
  onChange,
  error,
}: {
  event: EventDetail;
  lang: Language;
  value: number | null;
  onChange: (deliveryTypeId: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const baht = (amount: number) =>
    t('registration.baht', { amount: formatBaht(fromBaht(amount), { whole: true }) });
  return (
    <Radio.Group
      value={value === null ? '' : String(value)}
      onChange={(v) => onChange(Number(v))}
      error={error}
    >
      <SimpleGrid
        type="container"
        cols={{ base: 1, '640px': Math.min(2, event.delivery_type.length) }}
        spacing="sm"
      >
        {event.delivery_type.map((d) => (
          <ChoiceCard key={d.id} value={String(d.id)} testId={`delivery-${d.id}`}>
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
                <Group gap={6} wrap="nowrap">
                  {d.is_require_address === 'Y' ? (
                    <IconTruckDelivery size={18} stroke={1.6} style={{ flexShrink: 0 }} />
                  ) : (
                    <IconMapPin size={18} stroke={1.6} style={{ flexShrink: 0 }} />
                  )}
                  <Text fw={600} lh={1.35}>
                    {deliveryName(d, lang)}
                  </Text>
                </Group>
                <Text className={classes.price} c="brand">
                  {d.price > 0 ? baht(d.price) : t('registration.free')}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {deliveryDescription(d, lang)}
              </Text>
              {d.price_additional > 0 && (
                <Badge variant="light" color="gray" size="sm" tt="none" style={{ alignSelf: 'flex-start' }}>
                  {t('registration.delivery.perExtra', { amount: baht(d.price_additional) })}
                </Badge>
              )}
            </Stack>
          </ChoiceCard>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
});
