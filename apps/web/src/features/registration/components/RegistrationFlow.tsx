import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { eventRules } from '@raceday/domain/validation';
import { UnpaidOrderBanner } from '@/components/UnpaidOrderBanner';
import type { AddressErrors, AddressField } from '../model/order-checks';
import { NO_PROBLEMS, type ServerProblems } from '../model/order-problems';
import { useCart } from '../model/use-cart';
import { useOrderForm } from '../model/use-order-form';
import type { RegisterViewProps } from '../model/variant';
import { CartEditor } from './CartEditor';
import { ConsentSection } from './ConsentSection';
import { DeliverySection } from './DeliverySection';
import { OrderAside } from './OrderAside';
import { PaymentSection } from './PaymentSection';
import { RegisterBanners } from './RegisterBanners';
import { RegisterStepper } from './RegisterStepper';
import { useOrderSubmit } from './useOrderSubmit';
import classes from './Register.module.css';

/**
 * The dialog after an order is placed: its code (with Mantine's modal, scroll area and floating-ui,
 * ~25 KB gzip) is not needed to show the form, so it loads while the first order is being sent.
 */
const loadSuccessDialog = () => import('./SuccessDialog');
const SuccessDialog = lazy(async () => ({ default: (await loadSuccessDialog()).SuccessDialog }));

/** The registration form, cart, pickup, payment, consents, coupon, summary and submit of one event. */
export function RegistrationFlow({ event, lang, variant }: RegisterViewProps) {
  const { t } = useTranslation();
  const rules = useMemo(() => eventRules(event), [event]);
  const offline = variant === 'offline';
  /** The server's refusal of the last submit, on its fields and cart entries; a cart change clears it. */
  const [problems, setProblems] = useState<ServerProblems>(NO_PROBLEMS);
  const cart = useCart(event, rules, () => setProblems(NO_PROBLEMS));
  const order = useOrderForm({ event, rules, lang, offline, runners: cart.runners, main: cart.main });
  const deliveryRef = useRef<HTMLDivElement>(null);
  const missingRef = useRef<HTMLDivElement>(null);
  const submission = useOrderSubmit({ event, rules, lang, cart, order, setProblems, missingRef });
  const { attempted } = submission;
  useEffect(() => {
    if (submission.submitting) void loadSuccessDialog();
  }, [submission.submitting]);

  // The address block's errors: its own once a submit was tried, and the server's.
  const addressErrorsKey = JSON.stringify([attempted ? order.addressProblems : {}, problems.fields]);
  const addressErrors = useMemo(() => {
    const [own, server] = JSON.parse(addressErrorsKey) as [AddressErrors, Record<string, string>];
    for (const [field, message] of Object.entries(server)) {
      if (field.startsWith('delivery_add_')) own[field as AddressField] = message;
    }
    return own;
  }, [addressErrorsKey]);

  /** A section's error: its missing item once a submit was tried, else the server's word on its field. */
  const sectionError = (missing: boolean, item: 'noDelivery' | 'payment', field: string) =>
    attempted && missing ? t(`registration.missing.${item}`) : problems.fields[field];

  function startOver() {
    cart.clear();
    order.reset();
    submission.reset();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const active = submission.created ? 3 : cart.runners.length === 0 ? 0 : order.delivery === null ? 1 : 2;
  return (
    <Stack gap="lg">
      <RegisterBanners event={event} variant={variant} />
      <UnpaidOrderBanner eventKey={event.event_key} lang={lang} />
      <RegisterStepper active={active} />

      <div className={classes.layout}>
        <Stack gap="lg" className={classes.main}>
          <CartEditor
            event={event}
            lang={lang}
            rules={rules}
            cart={cart}
            entryErrors={problems.entries}
            onContinue={() => deliveryRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          />
          <DeliverySection
            ref={deliveryRef}
            event={event}
            lang={lang}
            value={order.values.delivery_type_id}
            onChange={order.choose.delivery}
            error={sectionError(order.delivery === null, 'noDelivery', 'delivery_type_id')}
            address={order.values.address}
            lists={order.addressLists}
            onAddressField={order.onAddressField}
            defaults={order.recipient}
            addressErrors={addressErrors}
          />
          <PaymentSection
            event={event}
            value={order.values.payment_method}
            onChange={order.choose.payment}
            error={sectionError(rules.paymentChoice && order.payment === null, 'payment', 'payment_method')}
          />
          <ConsentSection
            event={event}
            lang={lang}
            variant={variant}
            terms={order.values.terms}
            onTerms={order.choose.terms}
            condition={order.values.condition}
            onCondition={order.choose.condition}
            attempted={attempted}
          />
        </Stack>

        <OrderAside
          event={event}
          lang={lang}
          rules={rules}
          runners={cart.runners}
          order={order}
          submission={submission}
          couponProblem={problems.fields.coupon_code}
          missingRef={missingRef}
          onStartOver={startOver}
        />
      </div>

      {submission.created && (
        <Suspense fallback={null}>
          <SuccessDialog
            event={event}
            lang={lang}
            order={submission.created}
            onClose={submission.closeCreated}
          />
        </Suspense>
      )}
    </Stack>
  );
}
