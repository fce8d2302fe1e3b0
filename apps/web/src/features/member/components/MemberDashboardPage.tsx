import { useMediaQuery } from '@mantine/hooks';
import { Alert, Anchor, Avatar, Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoment, initials } from '@raceday/domain';
import { ItemList } from '@/components/ItemList';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { getSessionUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useSessionExpiry } from '@/lib/use-session-expiry';
import { useMemberOrders, type MemberOrder } from '../api/member';
import classes from './Member.module.css';

const STATUS_COLORS: Record<string, string> = {
  INITIAL: 'orange',
  PAID: 'teal',
  DELETE: 'gray',
  CANCEL: 'gray',
};

/** An order that cost nothing (a free event, a 100% coupon) reads 'registration completed', not 'paid'. */
function OrderBadge({ order }: { order: MemberOrder }) {
  const { t } = useTranslation();
  const free = order.status === 'PAID' && order.paid_amount === 0;
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[order.status] ?? 'gray'}
      data-testid="member-order-status"
      data-status={free ? 'REGISTERED' : order.status}
    >
      {free
        ? t('member.status.registered')
        : t(`member.status.${order.status}`, { defaultValue: order.status })}
    </Badge>
  );
}

/** `/dashboard`: the member's registration history (seed 001 §2.4). */
export function MemberDashboardPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  usePageTitle(t('member.dashboard.title'));
  const user = getSessionUser();
  const orders = useMemberOrders();
  const phone = useMediaQuery('(max-width: 47.99em)');
  useSessionExpiry(orders.error);
  const fullName = [user?.fname, user?.lname].filter(Boolean).join(' ');

  return (
    <div className={classes.wrap}>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" data-testid="member-welcome">
          <Group wrap="nowrap" gap="md">
            <Avatar color="accent" radius="xl" size="lg">
              {initials(user?.fname) || '?'}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Title order={3}>
                {t('member.dashboard.welcome', { name: fullName || user?.display_name || '' })}
              </Title>
              <Text size="sm" c="dimmed" className={classes.breakAll}>
                {user?.email}
              </Text>
            </div>
          </Group>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={4}>{t('member.dashboard.history')}</Title>
            {orders.isPending && <Loader size="sm" />}
            {orders.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />}>
                {orders.error.message}
              </Alert>
            )}
            {orders.data && (
              <ItemList
                items={orders.data}
                empty={t('member.dashboard.empty')}
                phone={phone}
                itemKey={(order) => order.uuid}
                card={(order) => ({
                  props: { 'data-testid': 'member-order-row', 'data-uuid': order.uuid },
                  body: (
                    <>
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <Anchor component={Link} to={`/order/${order.uuid}`} size="sm" ff="monospace">
                          {order.uuid.slice(0, 8)}
                        </Anchor>
                        <OrderBadge order={order} />
                      </Group>
                      <Text size="sm" mt={6}>
                        {pickText(lang, order.title, order.title_en)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatMoment(order.create_date, lang)}
                      </Text>
                    </>
                  ),
                })}
                table={{
                  minWidth: 560,
                  striped: true,
                  labels: [
                    t('member.dashboard.orderId'),
                    t('member.dashboard.event'),
                    t('member.dashboard.date'),
                    t('member.dashboard.status'),
                  ],
                  row: (order) => (
                    <Table.Tr key={order.uuid} data-testid="member-order-row" data-uuid={order.uuid}>
                      <Table.Td>
                        <Anchor component={Link} to={`/order/${order.uuid}`} size="sm" ff="monospace">
                          {order.uuid.slice(0, 8)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{pickText(lang, order.title, order.title_en)}</Text>
                        <Text size="xs" c="dimmed">
                          {order.event_key}
                        </Text>
                      </Table.Td>
                      <Table.Td className={classes.nowrap}>
                        <Text size="sm">{formatMoment(order.create_date, lang)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <OrderBadge order={order} />
                      </Table.Td>
                    </Table.Tr>
                  ),
                }}
              />
            )}
          </Stack>
        </Card>
      </Stack>
    </div>
  );
}
