import type { ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Stack,
  Text,
  UnstyledButton,
  type ButtonProps,
} from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@raceday/domain';
import { currentLanguage } from '@/lib/i18n';
import type { ReportOrderRow } from '../api/types';
import classes from './Backoffice.module.css';

/**
 * The slip's thumbnail, which opens it large; a dash when the order has none. An unpaid order's slip
 * shows whether it was verified (a bank mini-QR) and until when the order holds its places.
 */
export function SlipThumb({ row, onOpen }: { row: ReportOrderRow; onOpen: (url: string) => void }) {
  const { t } = useTranslation();
  const url = row.payment_slip_url;
  if (!url) {
    return (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <UnstyledButton
        onClick={() => onOpen(url)}
        aria-label={t('report.orders.openSlip')}
        data-testid="order-slip"
      >
        <Image src={url} alt={t('report.orders.slip')} w={44} h={56} fit="cover" radius="sm" />
      </UnstyledButton>
      {row.payment_slip_verified !== null && (
        <Badge
          size="xs"
          variant="light"
          color={row.payment_slip_verified ? 'green' : 'orange'}
          data-testid="order-slip-check"
        >
          {t(row.payment_slip_verified ? 'report.orders.slipVerified' : 'report.orders.slipUnverified')}
        </Badge>
      )}
      {row.expires_at && (
        <Text size="xs" c="dimmed" data-testid="order-hold-deadline">
          {t('report.orders.holdUntil', { at: formatMoment(row.expires_at, currentLanguage()) })}
        </Text>
      )}
    </Stack>
  );
}

/** A compact action on an order (receive money, delete), spinning while a call on that order runs. */
export function OrderActionButton({
  icon,
  busy,
  onClick,
  testId,
  children,
  ...props
}: Pick<ButtonProps, 'color' | 'variant'> & {
  icon: ReactNode;
  busy: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="compact-sm"
      leftSection={icon}
      loading={busy}
      onClick={onClick}
      data-testid={testId}
      {...props}
    >
      {children}
    </Button>
  );
}

/** The link to the organizer's order edit page. */
export function EditLink({ row }: { row: ReportOrderRow }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={`/order-update/${row.event_key}/${row.uuid}`}
      size="sm"
      data-testid="order-edit"
      className={classes.nowrap}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconEdit size={14} />
        {t('report.orders.edit')}
      </Group>
    </Anchor>
  );
}
