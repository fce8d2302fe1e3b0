import { useRef, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import {
  Anchor,
  Box,
  Button,
  Card,
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
} from '@tabler/icons-react';
import type { OrderStatus } from '@raceday/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OrderLinkButton } from '@/components/OrderLinkButton';
import { LookupResults, LookupStatusBadge, NoResults, RowCard } from '@/components/Lookup';
import { Notice } from '@/components/Notice';
import { PageContainer } from '@/components/PageContainer';
import { SearchButton, SubmitForm } from '@/components/SubmitForm';
import { TableHead } from '@/components/TableHead';
import { errorMessage } from '@/lib/api';
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
import hero from '@/components/Hero.module.css';
import classes from './FindOrder.module.css';

function StatusBadge({ status, paymentMethod }: { status: OrderStatus; paymentMethod?: string }) {
  const { t } = useTranslation();
  const registered = paymentMethod === 'FREE' && status === 'PAID';
  return (
    <LookupStatusBadge status={status} data-testid="find-order-status">
      {registered
        ? t('findOrder.status.registered')
        : t(`findOrder.status.${status}`, { defaultValue: status })}
    </LookupStatusBadge>
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
    <PageContainer size="md" data-testid="find-order-page">
      <Stack gap="lg">
        <Card className={hero.hero}>
          <Group gap="md" wrap="nowrap" align="flex-start" mb="md">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconFileSearch size={26} />
            </ThemeIcon>
            <Box miw={0}>
              <Title order={1} className={hero.title}>
                {t('findOrder.title')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('findOrder.intro')}
              </Text>
            </Box>
          </Group>
          <SubmitForm onSubmit={submit}>
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
                <SearchButton
                  loading={search.isPending}
                  className={classes.searchButton}
                  data-testid="find-order-submit"
                >
                  {t('findOrder.search')}
                </SearchButton>
              </Group>
            </Stack>
          </SubmitForm>
        </Card>

        {error && (
          <Notice color="red" icon={IconAlertCircle} data-testid="find-order-error">
            {errorMessage(error, t('findOrder.failed'))}
          </Notice>
        )}

        {results && !error && (
          <LookupResults
            title={t('findOrder.resultsTitle')}
            aside={
              searched && (
                <Text size="sm" c="dimmed">
                  {t('findOrder.resultsFor', { mobile: searched.mobile, n: results.length })}
                </Text>
              )
            }
            data-testid="find-order-results"
          >
            {locked > 0 && searched && (
              <Notice
                color="brand"
                mb="md"
                icon={IconLock}
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
              </Notice>
            )}
            {results.length === 0 ? (
              <NoResults
                title={t('findOrder.empty')}
                hint={t('findOrder.emptyHint')}
                data-testid="find-order-empty"
              />
            ) : (
              <ResultsTable rows={results} />
            )}
          </LookupResults>
        )}
      </Stack>
    </PageContainer>
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
          <RowCard
            key={`${row.order_id}-${i}`}
            className={classes.rowCard}
            data-testid="find-order-row"
            data-status={row.status}
            head={
              <Text fw={600} className={classes.cardTitle}>
                {pickText(lang, row.title, row.title_en)}
              </Text>
            }
            badge={<StatusBadge status={row.status} paymentMethod={row.payment_method} />}
          >
            <Text size="sm" c="dimmed" mt={4}>
              {t('findOrder.dateLine', { date: row.create_date_txt })}
            </Text>
            {row.order_id !== '' ? (
              <Group justify="space-between" align="center" mt="sm" gap="xs">
                <Text size="xs" c="dimmed" className={classes.uuid}>
                  {row.order_id.slice(0, 8)}
                </Text>
                <OrderLinkButton uuid={row.order_id} icon={IconArrowRight} data-testid="find-order-link">
                  {t('findOrder.open')}
                </OrderLinkButton>
              </Group>
            ) : (
              <Box mt="sm">
                <LockedNote />
              </Box>
            )}
          </RowCard>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing="sm" highlightOnHover className={classes.table}>
        <TableHead
          labels={[
            t('findOrder.columns.date'),
            t('findOrder.columns.event'),
            t('findOrder.columns.status'),
            t('findOrder.columns.order'),
          ]}
        />
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
