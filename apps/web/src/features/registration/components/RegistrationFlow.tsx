import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { modals } from '@mantine/modals';
import { IconGift, IconRefresh, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import {
  orderPaymentMethods,
  toBaht,
  type EventDetail,
  type Language,
  type OrderPaymentMethod,
} from '@raceday/domain';
import { eventRules, orderCreateSchema, type RunnerInput } from '@raceday/domain/validation';
import { checkParticipateLimitQueryOptions } from '@/api/check-participate-limit';
import { ApiError } from '@/lib/api';
import { toApiLanguage } from '@/lib/language';
import { createOrder, type CreateOrderBody, type CreateOrderReply } from '../api/create-order';
import { clearCart, effectiveMain, loadCart, saveCart, type StoredCart } from '../model/cart-storage';
import { NO_COUPON, type CouponState } from '../model/coupon';
import { additionalLabel, customFieldLabel, hasCondition } from '../model/event-view';
import { issueText, stripFieldPrefix } from '@/lib/issues';
import { addressErrors, missingItems, type AddressErrors, type AddressField } from '../model/order-checks';
import { couponTerms, orderSummary } from '../model/pricing';
import { useOrderRetry } from '../model/order-retry';
import { newIdempotencyKey } from '../model/random';
import { useStableCallback } from '../model/use-stable-callback';
import { addressPayload, useAddressCascade } from '../model/use-address-cascade';
import type { RegisterVariant } from '../model/variant';
import { CartList } from './CartList';
import { ConsentSection } from './ConsentSection';
import { CouponBox } from './CouponBox';
import { DeliverySection } from './DeliverySection';
import { MissingPanel } from './MissingPanel';
import { OrderWaiting } from './OrderWaiting';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { showPopup } from '@/components/popups';
import { RegisterBanners } from './RegisterBanners';
import { RegisterStepper } from './RegisterStepper';
import { RunnerForm } from './RunnerForm';
import { SuccessDialog } from './SuccessDialog';
import classes from './Register.module.css';

const ORDER_FIELDS = new Set<string>([
  'delivery_type_id',
  'delivery_add_name',
  'delivery_add_mobile_no',
  'delivery_add_no',
  'delivery_add_postcode',
  'delivery_add_sub_district',
  'delivery_add_district',
  'delivery_add_province',
  'payment_method',
  'coupon_code',
  'is_main_register',
]);

/** The form label of a runner field the server names (runner_list.N.<field>). */
const RUNNER_FIELD_LABELS: Record<string, 'additional' | ParseKeys> = {
  fname: 'registration.form.fname',
  lname: 'registration.form.lname',
  sex: 'registration.form.sex',
  dob: 'registration.form.birthDate',
  nationality: 'registration.form.nationality',
  id_card: 'registration.form.idCard',
  email: 'registration.form.email',
  mobile_no: 'registration.form.mobile',
  health_problem: 'registration.form.healthProblem',
  blood_group: 'registration.form.bloodGroup',
  emergency_name: 'registration.form.emergencyName',
  emergency_relation: 'registration.form.emergencyRelation',
  emergency_mobile_no: 'registration.form.emergencyMobile',
  runner_team: 'registration.form.runnerTeam',
  run_type_id: 'registration.form.runType',
  run_model_id: 'registration.form.runModel',
  t_shirt_id: 'registration.form.shirt',
  custom_field1: 'registration.form.customField',
  additional: 'additional',
};

interface ServerProblems {
  /** Order-level fields (delivery_add_no, payment_method, ...). */
  fields: Record<string, string>;
  /** Problems of a cart entry, by index. */
  entries: Record<number, string>;
}
const NO_PROBLEMS: ServerProblems = { fields: {}, entries: {} };

/** The registration form, cart, pickup, payment, consents, coupon, summary and submit of one event. */
export function RegistrationFlow({
  event,
  lang,
  variant,
}: {
  event: EventDetail;
  lang: Language;
  variant: RegisterVariant;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const apiLang = toApiLanguage(lang);
  const rules = useMemo(() => eventRules(event), [event]);
  const offline = variant === 'offline';

  // ---- cart -----------------------------------------------------------------------------------
  const [problems, setProblems] = useState<ServerProblems>(NO_PROBLEMS);
  const [cart, setCart] = useState<StoredCart>(() => loadCart(event.event_key, rules));
  const [editingId, setEditingId] = useState<string | null>(null);
  const [formNonce, setFormNonce] = useState(0);
  const main = effectiveMain(cart);
  const editing = cart.runners.find((r) => r.id_card === editingId) ?? null;
  const runnerFormRef = useRef<HTMLDivElement>(null);
  const deliveryRef = useRef<HTMLDivElement>(null);

  /** Every cart change is stored at once (localStorage `runner-list`). */
  function updateCart(change: (prev: StoredCart) => StoredCart) {
    setCart((prev) => {
      const next = change(prev);
      if (next !== prev) saveCart(next);
      return next;
    });
    setProblems(NO_PROBLEMS);
  }
  const commitCart = (next: StoredCart) => updateCart(() => next);

  const resetRunnerForm = useStableCallback(() => {
    setEditingId(null);
    setFormNonce((n) => n + 1);
  });

  const saveRunner = useStableCallback((runner: RunnerInput) => {
    if (editing) {
      const id = editing.id_card;
      updateCart((prev) => ({ ...prev, runners: prev.runners.map((r) => (r.id_card === id ? runner : r)) }));
      resetRunnerForm();
      showPopup({
        tone: 'success',
        title: t('registration.form.updated'),
        withConfirm: false,
        autoClose: 1500,
        testId: 'runner-updated',
      });
      return;
    }
    const count = cart.runners.length + 1;
    updateCart((prev) =>
      prev.runners.length >= rules.maxRunnersPerOrder ||
      prev.runners.some((r) => r.id_card === runner.id_card)
        ? prev
        : { ...prev, runners: [...prev.runners, runner] },
    );
    resetRunnerForm();
    const room = count < rules.maxRunnersPerOrder;
    showPopup({
      tone: 'success',
      title: t('registration.form.addedTitle'),
      message: t('registration.form.addedText', { name: `${runner.fname} ${runner.lname}`, count }),
      confirmLabel: t('registration.form.continue'),
      onConfirm: () => deliveryRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      ...(room
        ? {
            secondaryLabel: t('registration.form.addAnother'),
            onSecondary: () => runnerFormRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
          }
        : {}),
      testId: 'runner-added',
    });
  });

  const editRunner = useStableCallback((idCard: string) => {
    setEditingId(idCard);
    setFormNonce((n) => n + 1);
    requestAnimationFrame(() =>
      runnerFormRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  });

  const deleteRunner = useStableCallback((idCard: string) => {
    if (editingId === idCard) resetRunnerForm();
    updateCart((prev) => ({
      ...prev,
      runners: prev.runners.filter((r) => r.id_card !== idCard),
      main: prev.main === idCard ? null : prev.main,
    }));
  });

  const chooseMain = useStableCallback((idCard: string) => updateCart((prev) => ({ ...prev, main: idCard })));

  // ---- pickup, payment, consents, coupon ------------------------------------------------------
  const [deliveryTypeId, setDeliveryTypeId] = useState<number | null>(() =>
    event.delivery_type.length === 1 ? event.delivery_type[0]!.id : null,
  );
  const delivery = event.delivery_type.find((d) => d.id === deliveryTypeId) ?? null;
  const address = useAddressCascade(apiLang);
  const [paymentMethod, setPaymentMethod] = useState<OrderPaymentMethod | null>(null);
  const chosenPayment: OrderPaymentMethod | null = rules.paymentChoice
    ? paymentMethod
    : orderPaymentMethods(event.payment_method)[0]!;
  const [terms, setTerms] = useState(false);
  const [condition, setCondition] = useState(false);
  const conditionRequired = hasCondition(event) || offline;
  const [coupon, setCoupon] = useState<CouponState>(NO_COUPON);
  const couponActive =
    rules.isCoupon && coupon.status === 'applied' && coupon.reply !== null && cart.runners.length === 1;

  // ---- amounts and checks ---------------------------------------------------------------------
  const couponReply = couponActive ? coupon.reply : null;
  const amounts = useMemo(
    () =>
      orderSummary({
        event,
        runners: cart.runners,
        deliveryTypeId,
        paymentMethod: chosenPayment,
        coupon: couponReply ? couponTerms(couponReply) : null,
      }),
    [event, cart.runners, deliveryTypeId, chosenPayment, couponReply],
  );
  const recipientDefaults = useMemo(
    () => ({ name: main ? `${main.fname} ${main.lname}` : '', mobile: main?.mobile_no ?? '' }),
    [main],
  );
  const addressValues = addressPayload(address.state, recipientDefaults);
  const needsAddress = delivery?.is_require_address === 'Y';
  const addrErrors: AddressErrors = needsAddress ? addressErrors(addressValues, lang) : {};
  const missing = missingItems({
    runnerCount: cart.runners.length,
    hasMain: main !== null,
    deliveryChosen: delivery !== null,
    address: addrErrors,
    paymentRequired: rules.paymentChoice,
    paymentChosen: chosenPayment !== null,
    offline,
    termsAccepted: terms,
    conditionRequired,
    conditionAccepted: condition,
  });

  // ---- submit ---------------------------------------------------------------------------------
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<CreateOrderReply | null>(null);
  const [schemaProblems, setSchemaProblems] = useState<string[]>([]);
  const [scrollRequest, setScrollRequest] = useState(0);
  const missingRef = useRef<HTMLDivElement>(null);
  /** One key per submit intent: the same cart sent again (a retry) reuses it. */
  const intent = useRef<{ fingerprint: string; key: string } | null>(null);
  /** A busy server or a lost connection: the same order is sent again after a wait the page shows. */
  const retry = useOrderRetry();

  useEffect(() => {
    if (scrollRequest > 0) missingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [scrollRequest]);

  const active = created ? 3 : cart.runners.length === 0 ? 0 : delivery === null ? 1 : 2;
  const showMissing = attempted && (missing.length > 0 || schemaProblems.length > 0);

  function buildBody(): CreateOrderBody {
    const addr: Record<AddressField, string> = needsAddress
      ? addressValues
      : {
          delivery_add_name: '',
          delivery_add_mobile_no: '',
          delivery_add_no: '',
          delivery_add_postcode: '',
          delivery_add_sub_district: '',
          delivery_add_district: '',
          delivery_add_province: '',
        };
    return {
      event_key: event.event_key,
      language: apiLang,
      runner_list: cart.runners,
      is_main_register: main?.id_card ?? '',
      delivery_type_id: deliveryTypeId ?? 0,
      ...addr,
      ...(rules.paymentChoice && chosenPayment ? { payment_method: chosenPayment } : {}),
      is_accept_terms: 'Y',
      ...(conditionRequired ? { is_accept_condition: 'Y' as const } : {}),
      is_coupon: couponActive ? 'Y' : 'N',
      coupon_code: couponActive ? coupon.code : '',
      total_amt: toBaht(amounts.total),
      paid_amt: toBaht(amounts.net),
    };
  }

  /** 't_shirt_id' -> 'Shirt size', 'team_member_obj.0.id_card' -> 'Team member 2 · ID card ...'. */
  function runnerFieldLabel(path: string): string {
    const member = /^team_member_obj\.(\d+)\.(.+)$/.exec(path);
    if (member) {
      const inner = runnerFieldLabel(member[2]!);
      const who = t('registration.form.member', { n: Number(member[1]) + 2 });
      return inner ? `${who} · ${inner}` : who;
    }
    if (path === 'custom_field1' && customFieldLabel(event, lang).trim())
      return customFieldLabel(event, lang);
    const key = RUNNER_FIELD_LABELS[path.replace(/^additional\d$/, 'additional')];
    if (key === 'additional') {
      const slot = Number(path.slice(-1));
      const select = event.additional_selects.find((a) => a.slot === slot);
      return select ? additionalLabel(select, lang) : '';
    }
    return key ? t(key) : '';
  }

  function handleFailure(error: unknown) {
    if (error instanceof ApiError && error.code === 'event.full') {
      showPopup({ tone: 'warning', title: t('registration.errors.full'), testId: 'order-full' });
      void queryClient.invalidateQueries({
        queryKey: checkParticipateLimitQueryOptions(event.event_key, apiLang).queryKey,
      });
      return;
    }
    if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.message) {
      const message = stripFieldPrefix(error.message, error.field);
      const field = error.field ?? '';
      const entry = /^runner_list\.(\d+)(?:\.(.+))?$/.exec(field);
      if (entry) {
        const i = Number(entry[1]);
        const who = cart.runners[i];
        const label = runnerFieldLabel(entry[2] ?? '');
        const text = label ? t('registration.errors.fieldProblem', { field: label, message }) : message;
        setProblems({ fields: {}, entries: { [i]: text } });
        showPopup({
          tone: 'error',
          title: t('registration.errors.serverTitle'),
          message: who
            ? t('registration.errors.entryProblem', { name: `${who.fname} ${who.lname}`, message: text })
            : text,
          testId: 'order-error',
        });
      } else {
        setProblems({ fields: ORDER_FIELDS.has(field) ? { [field]: message } : {}, entries: {} });
        showPopup({
          tone: 'error',
          title: t('registration.errors.serverTitle'),
          message,
          testId: 'order-error',
        });
      }
      return;
    }
    showPopup({
      tone: 'error',
      title: t('registration.errors.createFailed'),
      confirmLabel: t('registration.popup.ok'),
      autoClose: 7000,
      testId: 'order-error',
    });
  }

  async function submit() {
    if (submitting) return;
    setAttempted(true);
    setProblems(NO_PROBLEMS);
    if (missing.length > 0) {
      setSchemaProblems([]);
      setScrollRequest((n) => n + 1);
      if (!terms) {
        notifications.show({
          color: 'yellow',
          title: t('registration.consent.termsRequiredTitle'),
          message: t('registration.consent.termsRequiredText'),
          autoClose: 6000,
        });
      }
      return;
    }
    const body = buildBody();
    // The server validates with the same schema; anything it would refuse is listed here first.
    const parsed = orderCreateSchema(rules).safeParse(body);
    if (!parsed.success) {
      setSchemaProblems(parsed.error.issues.map((i) => issueText(i, lang)));
      setScrollRequest((n) => n + 1);
      return;
    }
    setSchemaProblems([]);
    const fingerprint = JSON.stringify(body);
    if (intent.current?.fingerprint !== fingerprint)
      intent.current = { fingerprint, key: newIdempotencyKey() };

    setSubmitting(true);
    try {
      const key = intent.current.key;
      const reply = await retry.run(() => createOrder(body, key));
      // Stopped (by the runner, or after the retry limit): the form, the cart and the key stay.
      if (reply === null) return;
      intent.current = null;
      clearCart();
      setCart({ event_key: event.event_key, runners: [], main: null });
      resetRunnerForm();
      setCoupon(NO_COUPON);
      setTerms(false);
      setCondition(false);
      setAttempted(false);
      setCreated(reply);
    } catch (error) {
      handleFailure(error);
    } finally {
      setSubmitting(false);
    }
  }

  function confirmReset() {
    modals.openConfirmModal({
      title: t('registration.submit.resetTitle'),
      centered: true,
      children: <Text size="sm">{t('registration.submit.resetText')}</Text>,
      labels: { confirm: t('registration.submit.resetConfirm'), cancel: t('registration.cart.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        commitCart({ event_key: event.event_key, runners: [], main: null });
        resetRunnerForm();
        setDeliveryTypeId(event.delivery_type.length === 1 ? event.delivery_type[0]!.id : null);
        address.reset();
        setPaymentMethod(null);
        setTerms(false);
        setCondition(false);
        setCoupon(NO_COUPON);
        setAttempted(false);
        setSchemaProblems([]);
        intent.current = null;
        retry.clear();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
    });
  }

  const fieldAddressErrorsKey = JSON.stringify([attempted ? addrErrors : {}, problems.fields]);
  const fieldAddressErrors = useMemo(() => {
    const [own, server] = JSON.parse(fieldAddressErrorsKey) as [AddressErrors, Record<string, string>];
    for (const [field, message] of Object.entries(server)) {
      if (field.startsWith('delivery_add_')) own[field as AddressField] = message;
    }
    return own;
  }, [fieldAddressErrorsKey]);

  const onAddressField = useStableCallback((path: string, value: string) => {
    if (path === 'name' || path === 'mobile' || path === 'line') address.update({ [path]: value });
    else if (path === 'postcode') address.setPostcode(value);
    else if (path === 'subDistrict') address.setSubDistrict(value || null);
    else if (path === 'district') address.setDistrict(value || null);
    else if (path === 'province') address.setProvince(value || null);
  });
  const isFree = event.payment_method === 'FREE';

  return (
    <Stack gap="lg">
      <RegisterBanners event={event} variant={variant} />
      <RegisterStepper active={active} />

      <div className={classes.layout}>
        <Stack gap="lg" className={classes.main}>
          <div ref={runnerFormRef} style={{ scrollMarginTop: 80 }}>
            <RunnerForm
              key={`${editingId ?? 'new'}-${formNonce}`}
              event={event}
              lang={lang}
              rules={rules}
              cart={cart.runners}
              editing={editing}
              onSaved={saveRunner}
              onReset={resetRunnerForm}
            />
          </div>
          <CartList
            event={event}
            lang={lang}
            runners={cart.runners}
            mainId={main?.id_card ?? null}
            editingId={editingId}
            entryErrors={problems.entries}
            onMain={chooseMain}
            onEdit={editRunner}
            onDelete={deleteRunner}
          />
          <DeliverySection
            ref={deliveryRef}
            event={event}
            lang={lang}
            value={deliveryTypeId}
            onChange={setDeliveryTypeId}
            error={
              attempted && delivery === null
                ? t('registration.missing.noDelivery')
                : problems.fields.delivery_type_id
            }
            address={address.state}
            lists={address.lists}
            onAddressField={onAddressField}
            defaults={recipientDefaults}
            addressErrors={fieldAddressErrors}
          />
          <PaymentSection
            event={event}
            value={paymentMethod}
            onChange={setPaymentMethod}
            error={
              attempted && rules.paymentChoice && chosenPayment === null
                ? t('registration.missing.payment')
                : problems.fields.payment_method
            }
          />
          <ConsentSection
            event={event}
            lang={lang}
            variant={variant}
            terms={terms}
            onTerms={setTerms}
            condition={condition}
            onCondition={setCondition}
            attempted={attempted}
          />
        </Stack>

        <Stack gap="md" className={classes.aside}>
          {rules.isCoupon && (
            <CouponBox
              eventKey={event.event_key}
              lang={lang}
              runnerCount={cart.runners.length}
              value={coupon}
              onChange={setCoupon}
            />
          )}
          {isFree ? (
            <Card padding="lg" data-testid="free-summary">
              <Group gap="sm" wrap="nowrap">
                <IconGift size={26} stroke={1.5} />
                <Stack gap={0}>
                  <Text fw={600}>{t('registration.summary.freeTitle')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('registration.summary.freeText', { count: cart.runners.length })}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ) : (
            <OrderSummary
              event={event}
              lang={lang}
              runners={cart.runners}
              amounts={amounts}
              paymentChosen={chosenPayment !== null}
            />
          )}
          {showMissing && <MissingPanel ref={missingRef} items={missing} extra={schemaProblems} />}
          <OrderWaiting state={retry.state} onCancel={retry.cancel} onRetry={() => void submit()} />
          {problems.fields.coupon_code && (
            <Text size="sm" c="red">
              {problems.fields.coupon_code}
            </Text>
          )}
          <Group gap="sm" wrap="nowrap">
            <Button
              variant="default"
              size="lg"
              onClick={confirmReset}
              disabled={submitting}
              leftSection={<IconRefresh size={18} />}
              data-testid="order-reset"
            >
              {t('registration.submit.reset')}
            </Button>
            <Button
              size="lg"
              color="accent"
              style={{ flex: 1 }}
              onClick={() => void submit()}
              disabled={submitting}
              leftSection={submitting ? <Loader size={18} color="gray" /> : <IconSend size={18} />}
              data-testid="submit-order"
            >
              {submitting
                ? t('registration.submit.processing')
                : isFree
                  ? t('registration.submit.register')
                  : t('registration.submit.create')}
            </Button>
          </Group>
        </Stack>
      </div>

      <SuccessDialog event={event} lang={lang} order={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
