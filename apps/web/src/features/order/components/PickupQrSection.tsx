import { Box, Image, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../api/inquire-order';
import { useQrDataUrl } from '../lib/use-qr-data-url';
import { OrderSection } from './OrderSection';
import classes from './Order.module.css';

type PickupCode = OrderView['pickup'][number];

function PickupCard({ entry }: { entry: PickupCode }) {
  const { t } = useTranslation();
  const name = `${entry.fname} ${entry.lname}`.trim();
  // Black on white with the full quiet zone the desk's camera needs.
  const src = useQrDataUrl(entry.code, { margin: 4, width: 400 });
  return (
    <Stack
      gap={6}
      align="center"
      className={classes.pickupCard}
      data-testid="pickup-qr"
      data-code={entry.code}
    >
      <Box className={classes.pickupImage}>
        {src ? (
          <Image src={src} alt={t('order.pickup.alt', { name })} w="100%" h="100%" fit="contain" />
        ) : (
          <Loader size="sm" />
        )}
      </Box>
      <Text fw={700} ta="center" className={classes.pickupName} data-testid="pickup-qr-name">
        {name}
      </Text>
      <Text size="sm" c="dimmed" ta="center" data-testid="pickup-qr-run-type">
        {entry.run_type_name}
      </Text>
    </Stack>
  );
}

/**
 * A paid order's kit pick-up QRs, one per runner, for the bib desk to scan (the server sends them only
 * to whoever sees the order unmasked: the owner, the event's staff).
 */
export function PickupQrSection({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  // A kit sent by post (EMS: the delivery needs an address) is not collected at the desk.
  if (order.status !== 'PAID' || order.pickup.length === 0) return null;
  if (order.delivery_type_is_require_address === 'Y') return null;
  return (
    <OrderSection title={t('order.pickup.title')} icon={IconQrcode} data-testid="pickup-qr-section">
      <Text size="sm" mb="md">
        {t('order.pickup.text')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {order.pickup.map((entry) => (
          <PickupCard key={entry.code} entry={entry} />
        ))}
      </SimpleGrid>
    </OrderSection>
  );
}
