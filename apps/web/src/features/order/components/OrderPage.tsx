import { useCallback, useEffect, useState } from 'react';
import { Box, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconFileSearch, IconHome, IconLock } from '@tabler/icons-react';
import type { Language } from '@raceday/domain';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { claimKeyFromLocation, getOrderKey } from '@/lib/order-access';
import { toApiLanguage } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { ORDER_UUID_PATTERN, useOrderInquiry, type OrderInquiry } from '../api/inquire-order';
import { paymentKind, type RefreshProps } from '../lib/payment';
import { ApplicantsList } from './ApplicantsList';
import { DeliveryInfo } from './DeliveryInfo';
import { HelpContacts, OrganizerInfo } from './HelpContacts';
import { OrderHeader } from './OrderHeader';
import { OrderOwnerActions } from './OrderOwnerActions';
import { MaskedNotice, PrivateLinkCard } from './OrderPrivacy';
import { OrderSteps } from './OrderSteps';
import { PaymentPanel } from './PaymentPanel';
import { PaymentSummary } from './PaymentSummary';
import { PickupQrSection } from './PickupQrSection';
import { LinkButton } from '@/components/LinkButton';
import { Notice } from '@/components/Notice';
import { PageContainer } from '@/components/PageContainer';
import { PageLoading } from '@/components/PageLoading';
import { PopupBody } from '@/components/popups';
import classes from './Order.module.css';

/** While a PromptPay order waits, the page asks again now and then (the runner pays on another device). */
const POLL_MS = 15_000;

/** `/order/:uuid` and `/o/:uuid`: the order, its payment and its applicants (seed 001 §2.1). */
export function OrderPage() {
  const { uuid = '' } = useParams();
  return <OrderLoader key={uuid} uuid={uuid} />;
}

/** Past the deadline the server lets the order go at the next inquiry: ask a moment after it. */
const AFTER_DEADLINE_MS = 2000;
/** setTimeout's limit (about 24.8 days). */
const MAX_TIMEOUT_MS = 2_147_483_647;

function OrderLoader({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const valid = ORDER_UUID_PATTERN.test(uuid);
  // Before the first inquiry: a key in the link's fragment (/order/{uuid}#k=...) is kept, and the
  // fragment leaves the address bar. Runs once per order (repeating it finds no fragment).
  useState(() => claimKeyFromLocation(uuid));
  const query = useOrderInquiry(uuid, toApiLanguage(lang), {
    enabled: valid,
    refetchInterval: (data) =>
      data && data.order.status === 'INITIAL' && paymentKind(data.order.payment_method) === 'promptpay'
        ? POLL_MS
        : false,
  });
  const notFound = !valid || (query.isError && !query.data);
  usePageTitle(
    notFound
      ? t('order.notFound.pageTitle')
      : query.data
        ? t('order.pageTitle', { id: query.data.order.uuid.slice(0, 8) })
        : t('order.loading'),
  );

  // The button spins for the runner's own refresh, not for the quiet polling.
  const [refreshing, setRefreshing] = useState(false);
  const { refetch } = query;
  const refresh = useCallback(async () => {
    setRefreshing(true);
    const result = await refetch();
    setRefreshing(false);
    if (result.isError) {
      notifications.show({
        color: 'red',
        title: t('order.refreshFailedTitle'),
        message: t('order.refreshFailed'),
      });
    }
  }, [refetch, t]);

  // The order's hold runs out while the page is open: ask again so it shows EXPIRED, not a payable order.
  const deadline = query.data?.order.status === 'INITIAL' ? query.data.order.expires_at : null;
  useEffect(() => {
    if (!deadline) return;
    const wait = Date.parse(deadline) - Date.now() + AFTER_DEADLINE_MS;
    if (Number.isNaN(wait) || wait > MAX_TIMEOUT_MS) return;
    const id = window.setTimeout(() => void refetch(), Math.max(wait, AFTER_DEADLINE_MS));
    return () => window.clearTimeout(id);
  }, [deadline, refetch]);

  if (notFound) return <OrderNotFound />;
  if (!query.data) return <PageLoading text={t('order.loading')} data-testid="order-loading" />;
  return <OrderView data={query.data} lang={lang} onRefresh={() => void refresh()} refreshing={refreshing} />;
}

function OrderView({ data, lang, ...refresh }: { data: OrderInquiry; lang: Language } & RefreshProps) {
  const { t } = useTranslation();
  const { order, support, provider } = data;
  /** Arrived from the registration form that just placed it. */
  const placed = (useLocation().state as { placed?: unknown } | null)?.placed === true;
  const masked = order.personal_data === 'MASKED';
  // inquireOrder has kept the key the reply named, if any.
  const accessKey = masked ? null : (order.access_key ?? getOrderKey(order.uuid));
  /** A PromptPay order to pay: on a phone its deadline, QR and amount come first (issue 26). */
  const payFirst =
    order.status === 'INITIAL' &&
    paymentKind(order.payment_method) === 'promptpay' &&
    !order.payment_unavailable;
  return (
    <PageContainer
      size="lg"
      data-testid="order-page"
      data-status={order.status}
      data-personal-data={order.personal_data}
    >
      <Stack gap="lg">
        {placed && order.status === 'INITIAL' && (
          <Notice
            color="teal"
            icon={IconCircleCheck}
            title={t('order.placed.title')}
            data-testid="order-placed"
          >
            {order.expires_at_txt
              ? t('order.placed.textUntil', { date: order.expires_at_txt })
              : t('order.placed.text')}
          </Notice>
        )}
        <Box className={classes.headerWrap} data-pay-first={payFirst}>
          <OrderHeader order={order} lang={lang} />
        </Box>
        <Box className={classes.steps} data-pay-first={payFirst}>
          <OrderSteps order={order} />
        </Box>
        <Box
          className={classes.layout}
          data-closed={order.status === 'EXPIRED' || order.status === 'DELETE' || order.status === 'CANCEL'}
          data-pay-first={payFirst}
        >
          <Box className={classes.areaSummary}>
            <Stack gap="lg" className={classes.sticky}>
              <PaymentSummary order={order} />
            </Stack>
          </Box>
          <Box className={classes.areaPay}>
            <Stack gap="lg">
              <PaymentPanel order={order} provider={provider} lang={lang} {...refresh} />
              <OrderOwnerActions order={order} />
            </Stack>
          </Box>
          <Stack gap="lg" className={classes.areaDetails}>
            {/* Beside what it hides: payment first, then why the details are not all there. */}
            {masked && <MaskedNotice />}
            <PickupQrSection order={order} />
            <ApplicantsList
              runnerJson={order.runner_json}
              eventKey={order.event_key}
              lang={lang}
              masked={masked}
            />
            <DeliveryInfo order={order} />
            {accessKey && <PrivateLinkCard uuid={order.uuid} accessKey={accessKey} />}
            <OrganizerInfo order={order} lang={lang} />
            <HelpContacts support={support} />
          </Stack>
        </Box>
      </Stack>
    </PageContainer>
  );
}

/** NOTFOUND: the seed's permission message, and its error modal on arrival. */
function OrderNotFound() {
  const { t } = useTranslation();
  const [modalOpen, setModalOpen] = useState(false);
  // Opened after the first paint so the page behind it is already there.
  useEffect(() => {
    const id = window.setTimeout(() => setModalOpen(true), 0);
    return () => window.clearTimeout(id);
  }, []);

  return (
    <Container size="sm" py={{ base: 60, sm: 100 }} data-testid="order-notfound">
      <Stack align="center" gap="md" ta="center">
        <Box className={classes.lockIcon}>
          <IconLock size={40} stroke={1.6} />
        </Box>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} data-testid="order-notfound-title">
          {t('order.notFound.title')}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('order.notFound.text')}
        </Text>
        <Group gap="sm" justify="center" mt="md">
          <LinkButton to="/find-order" icon={IconFileSearch} data-testid="order-notfound-find">
            {t('order.notFound.findOrder')}
          </LinkButton>
          <LinkButton to="/" variant="default" icon={IconHome}>
            {t('order.notFound.home')}
          </LinkButton>
        </Group>
      </Stack>
      <Modal
        opened={modalOpen}
        onClose={() => setModalOpen(false)}
        centered
        withCloseButton={false}
        size="sm"
        radius="lg"
        padding="lg"
      >
        <PopupBody
          options={{
            tone: 'error',
            title: t('order.error.title'),
            message: t('order.error.text'),
            testId: 'order-error-modal',
          }}
          close={() => setModalOpen(false)}
        />
      </Modal>
    </Container>
  );
}
