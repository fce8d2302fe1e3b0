import { useRef, useState } from 'react';
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
  SimpleGrid,
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
  IconId,
  IconLock,
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
import {
  ID_CARD_PATTERN,
  MOBILE_PATTERN,
  cleanIdCard,
  useFindOrders,
  type FoundOrder,
} from '../api/find-order';
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

/**
 * `/find-order`: the runner's orders by the main applicant's 10-digit mobile (seed 001 §2.2). The
 * mobile alone lists them without links; the main applicant's ID card (or passport) number as well
 * opens theirs (the server hands out each link with its access key, which this browser keeps).
 */
export function FindOrderPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  usePageTitle(t('findOrder.pageTitle'));
  const [mobile, setMobile] = useState('');
  const [idCard, setIdCard] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [idError, setIdError] = useState<string | null>(null);
  const [searched, setSearched] = useState<{ mobile: string; withId: boolean } | null>(null);
  const idRef = useRef<HTMLInputElement>(null);
  const search = useFindOrders();

  const submit = () => {
    const value = mobile.trim();
    const id = cleanIdCard(idCard);
    const mobileProblem =
      value === '' ? t('findOrder.required') : !MOBILE_PATTERN.test(value) ? t('findOrder.invalid') : null;
    const idProblem = id !== '' && !ID_CARD_PATTERN.test(id) ? t('findOrder.idInvalid') : null;
    setInputError(mobileProblem);
    setIdError(idProblem);
    if (mobileProblem || idProblem) return;
    setSearched({ mobile: value, withId: id !== '' });
    search.mutate({ mobile: value, idCard: id, language: toApiLanguage(lang) });
  };

  const error = search.error;
  const results = search.data;
  const locked = results?.filter((r) => r.order_id === '').length ?? 0;

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
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
                <TextInput
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
                <TextInput
                  ref={idRef}
                  label={t('findOrder.idCard')}
                  description={t('findOrder.idCardHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  placeholder={t('findOrder.idCardPlaceholder')}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={30}
                  value={idCard}
                  onChange={(e) => {
                    setIdCard(e.currentTarget.value.replace(/[^0-9A-Za-z\s-]/g, ''));
                    setIdError(null);
                  }}
                  error={idError}
                  leftSection={<IconId size={18} />}
                  size="md"
                  data-testid="find-order-id-card"
                />
              </SimpleGrid>
              <Group justify="flex-end">
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
            </Stack>
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
                  {t('findOrder.resultsFor', { mobile: searched.mobile, n: results.length })}
                </Text>
              )}
            </Group>
            {locked > 0 && searched && (
              <Alert
                color="brand"
                variant="light"
                radius="md"
                mb="md"
                icon={<IconLock size={20} />}
                title={searched.withId ? t('findOrder.lockedIdTitle') : t('findOrder.lockedTitle')}
                data-testid="find-order-hint"
              >
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    {searched.withId ? t('findOrder.lockedIdText') : t('findOrder.lockedText')}
                  </Text>
                  {!searched.withId && (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconId size={16} />}
                      onClick={() => {
                        idRef.current?.focus();
                        idRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
                      }}
                      data-testid="find-order-add-id"
                    >
                      {t('findOrder.addId')}
                    </Button>
                  )}
                </Stack>
              </Alert>
            )}
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

/** A row without a link: what opens it. */
function LockedNote() {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" className={classes.locked} data-testid="find-order-locked">
      <IconLock size={14} />
      <Text size="xs" inherit>
        {t('findOrder.locked')}
      </Text>
    </Group>
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
        {rows.map((row, i) => (
          <Box
            key={`${row.order_id}-${i}`}
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
            {row.order_id !== '' ? (
              <Group justify="space-between" align="center" mt="sm" gap="xs">
                <Text size="xs" c="dimmed" className={classes.uuid}>
                  {row.order_id.slice(0, 8)}
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
            ) : (
              <Box mt="sm">
                <LockedNote />
              </Box>
            )}
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
          {rows.map((row, i) => (
            <Table.Tr key={`${row.order_id}-${i}`} data-testid="find-order-row" data-status={row.status}>
              <Table.Td className={classes.nowrap}>{row.create_date_txt}</Table.Td>
              <Table.Td className={classes.eventCell}>{pickText(lang, row.title, row.title_en)}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} paymentMethod={row.payment_method} />
              </Table.Td>
              <Table.Td>
                {row.order_id !== '' ? (
                  <>
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
                  </>
                ) : (
                  <LockedNote />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
