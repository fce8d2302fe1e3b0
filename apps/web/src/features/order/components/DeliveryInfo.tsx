import { Box, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPackage, IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../api/inquire-order';
import { hasValue } from '../lib/applicants';
import { OrderSection } from './OrderSection';
import classes from './Order.module.css';

/** The race-kit pickup or delivery choice and, when it needs one, the delivery address. */
export function DeliveryInfo({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const withAddress = order.delivery_type_is_require_address === 'Y';
  const masked = order.personal_data === 'MASKED';
  const area = [
    order.delivery_add_sub_district,
    order.delivery_add_district,
    order.delivery_add_province,
    order.delivery_add_postcode,
  ]
    .filter(hasValue)
    .join(' ');

  return (
    <OrderSection title={t('order.delivery.title')} data-testid="delivery-info">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconPackage size={20} className={classes.metaIcon} />
          <Box miw={0}>
            <Text size="xs" c="dimmed">
              {t('order.delivery.type')}
            </Text>
            <Text fw={600} data-testid="delivery-type">
              {hasValue(order.delivery_type_name)
                ? order.delivery_type_name
                : order.runner_delivery_type_name}
            </Text>
          </Box>
        </Group>
        {withAddress && (
          <Box className={classes.address} data-testid="delivery-address">
            <Text size="xs" c="dimmed" mb={6}>
              {t('order.delivery.address')}
            </Text>
            <Stack gap={6}>
              {hasValue(order.delivery_add_name) && (
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <IconUser size={16} className={classes.metaIcon} />
                  <Text size="sm" fw={600} data-testid="delivery-name">
                    {order.delivery_add_name}
                  </Text>
                </Group>
              )}
              {hasValue(order.delivery_add_mobile_no) && (
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <IconPhone size={16} className={classes.metaIcon} />
                  <Text size="sm" data-testid="delivery-mobile">
                    {order.delivery_add_mobile_no}
                  </Text>
                </Group>
              )}
              {(hasValue(order.delivery_add_no) || area !== '' || masked) && (
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <IconMapPin size={16} className={classes.metaIcon} />
                  <Box miw={0} data-testid="delivery-line">
                    {hasValue(order.delivery_add_no) && <Text size="sm">{order.delivery_add_no}</Text>}
                    {area !== '' && <Text size="sm">{area}</Text>}
                    {masked && (
                      <Text size="xs" c="dimmed" className={classes.hiddenNote} data-testid="delivery-hidden">
                        {t('order.delivery.hidden')}
                      </Text>
                    )}
                  </Box>
                </Group>
              )}
            </Stack>
          </Box>
        )}
      </Stack>
    </OrderSection>
  );
}
