import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowRight,
  IconDeviceMobile,
  IconFileSearch,
  IconMoodEmpty,
  IconSearch,
} from '@tabler/icons-react';
import type { OrderStatus } from '@raceday/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { pickText, toApiLanguage } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { MOBILE_PATTERN, useFindOrders, type FoundOrder } from '../api/find-order';
import classes from './FindOrder.module.css';

const STATUS_COLORS: Record<OrderStatus, string> = {
  INITIAL: 'accent',
  PAID: 'teal',
  DELETE: 'gray',
  CANCEL: 'gray',
  EXPIRED: 'gray',
};

function StatusBadge({ status, paymentMethod }: { status: OrderStatus; paymentMethod?: string }) {
  const { t } = useTranslation();
  const registered = paymentMethod === 'FREE' && status === 'PAID';
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status] ?? 'gray'}
      className={classes.badge}
      classNames={{ label: classes.badgeLabel }}
      data-testid="find-order-status"
      data-status={status}
    >
      {registered
        ? t('findOrder.status.registered')
        : t(`findOrder.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** `/find-order`: the runner's orders by the main applicant's 10-digit mobile (seed 001 §2.2). */
export function FindOrderPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  usePageTitle(t('findOrder.pageTitle'));
  const [mobile, setMobile] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [searched, setSearched] = useState<string | null>(null);
  const search = useFindOrders();

  const submit = () => {
    const value = mobile.trim();
    if (value === '') {
      setInputError(t('findOrder.required'));
      return;
    }
    if (!MOBILE_PATTERN.test(value)) {
      setInputError(t('findOrder.invalid'));
      return;
    }
    setInputError(null);
    setSearched(value);
    search.mutate({ mobile: value, language: toApiLanguage(lang) });
  };

  const error = search.error;
  const results = search.data;

  return (
    <Container
      size="md"
      py={{ base: 'md', sm: 'xl' }}
      px={{ base: 'sm', sm: 'lg' }}
      data-testid="find-order-page"
    >
      <Stack gap="lg">
        <Card className={classes.hero}>
          <Group gap="md" wrap="nowrap" align="flex-start" mb="md">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconFileSearch size={26} />
            </ThemeIcon>
            <Box miw={0}>
              <Title order={1} className={classes.title}>
                {t('findOrder.title')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('findOrder.intro')}
              </Text>
            </Box>
          </Group>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
            noValidate
          >
            <Group align="flex-start" gap="sm" className={classes.searchRow}>
              <TextInput
                className={classes.input}
                label={t('findOrder.mobile')}
                placeholder={t('findOrder.placeholder')}
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                required
                value={mobile}
                onChange={(e) => {
                  setMobile(e.currentTarget.value.replace(/\D/g, '').slice(0, 10));
                  setInputError(null);
                }}
                error={inputError}
                leftSection={<IconDeviceMobile size={18} />}
                size="md"
                data-testid="find-order-mobile"
              />
              <Button
                type="submit"
                size="md"
                leftSection={<IconSearch size={18} />}
                loading={search.isPending}
                className={classes.searchButton}
                data-testid="find-order-submit"
              >
                {t('findOrder.search')}
              </Button>
            </Group>
          </form>
        </Card>

        {error && (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertCircle size={20} />}
            data-testid="find-order-error"
          >
            {error instanceof ApiError && error.status !== 0 ? error.message : t('findOrder.failed')}
          </Alert>
        )}

        {results && !error && (
          <Card data-testid="find-order-results">
            <Group justify="space-between" mb="md" gap="xs">
              <Title order={2} fz="h4">
                {t('findOrder.resultsTitle')}
              </Title>
              {searched && (
                <Text size="sm" c="dimmed">
                  {t('findOrder.resultsFor', { mobile: searched, n: results.length })}
                </Text>
              )}
            </Group>
            {results.length === 0 ? (
              <Stack align="center" gap="xs" py="xl" data-testid="find-order-empty">
                <IconMoodEmpty size={40} stroke={1.4} className={classes.emptyIcon} />
                <Text fw={600}>{t('findOrder.empty')}</Text>
                <Text size="sm" c="dimmed" ta="center" maw={420}>
                  {t('findOrder.emptyHint')}
                </Text>
              </Stack>
            ) : (
              <ResultsTable rows={results} />
            )}
          </Card>
        )}
      </Stack>
    </Container>
  );
}

/** Phones get one card per order; wider screens a table. */
function ResultsTable({ rows }: { rows: FoundOrder[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const phone = useMediaQuery('(max-width: 575.98px)');
  if (phone) {
    return (
      <Stack gap="sm" data-testid="find-order-cards">
        {rows.map((row) => (
          <Box
            key={row.order_id}
            className={classes.rowCard}
            data-testid="find-order-row"
            data-status={row.status}
          >
            <Box className={classes.rowHead}>
              <Text fw={600} className={classes.cardTitle}>
                {pickText(lang, row.title, row.title_en)}
              </Text>
              <StatusBadge status={row.status} paymentMethod={row.payment_method} />
            </Box>
            <Text size="sm" c="dimmed" mt={4}>
              {t('findOrder.dateLine', { date: row.create_date_txt })}
            </Text>
            <Group justify="space-between" align="center" mt="sm" gap="xs">
              <Text size="xs" c="dimmed" className={classes.uuid}>
                {row.order_id}
              </Text>
              <Button
                component={Link}
                to={`/order/${row.order_id}`}
                size="xs"
                variant="light"
                rightSection={<IconArrowRight size={14} />}
                data-testid="find-order-link"
              >
                {t('findOrder.open')}
              </Button>
            </Group>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing="sm" highlightOnHover className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('findOrder.columns.date')}</Table.Th>
            <Table.Th>{t('findOrder.columns.event')}</Table.Th>
            <Table.Th>{t('findOrder.columns.status')}</Table.Th>
            <Table.Th>{t('findOrder.columns.order')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.order_id} data-testid="find-order-row" data-status={row.status}>
              <Table.Td className={classes.nowrap}>{row.create_date_txt}</Table.Td>
              <Table.Td className={classes.eventCell}>{pickText(lang, row.title, row.title_en)}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} paymentMethod={row.payment_method} />
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/order/${row.order_id}`}
                  fw={600}
                  className={classes.orderLink}
                  data-testid="find-order-link"
                >
                  {t('findOrder.open')}
                  <IconArrowRight size={14} />
                </Anchor>
                <Text size="xs" c="dimmed" className={classes.uuid}>
                  {row.order_id.slice(0, 8)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
