import { useEffect, useRef, useState, type RefObject } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EventDetail, Language } from '@raceday/domain';
import { orderCreateSchema, type EventRules } from '@raceday/domain/validation';
import { checkParticipateLimitQueryOptions } from '@/api/check-participate-limit';
import { showPopup } from '@/components/popups';
import { ApiError } from '@/lib/api';
import { issueText, stripFieldPrefix } from '@/lib/issues';
import { toApiLanguage } from '@/lib/language';
import type { CreateOrderReply } from '../api/create-order';
import { entryIds } from '../model/runner-form';
import { NO_PROBLEMS, ORDER_FIELDS, runnerFieldLabel, type ServerProblems } from '../model/order-problems';
import { useOrderRetry } from '../model/order-retry';
import { newIdempotencyKey } from '../model/random';
import { sendOrder } from '../model/send-order';
import type { Cart } from '../model/use-cart';
import type { OrderForm } from '../model/use-order-form';
import { showRunnerExists } from './runner-exists-popup';

/**
 * Sending the order: what is missing is listed first (and scrolled to), then the domain's
 * orderCreateSchema checks the body as the server will; a busy server or a lost connection is waited
 * out with the same Idempotency-Key, a busy address passes a background check (send-order.ts); a
 * refusal lands on its field or cart entry.
 */
export function useOrderSubmit({
  event,
  rules,
  lang,
  cart,
  order,
  setProblems,
  missingRef,
}: {
  event: EventDetail;
  rules: EventRules;
  lang: Language;
  cart: Cart;
  order: OrderForm;
  setProblems: (problems: ServerProblems) => void;
  /** The missing-items panel, scrolled to when a submit finds something missing. */
  missingRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<CreateOrderReply | null>(null);
  const [schemaProblems, setSchemaProblems] = useState<string[]>([]);
  const [scrollRequest, setScrollRequest] = useState(0);
  /** One key per submit intent: the same cart sent again (a retry) reuses it. */
  const intent = useRef<{ fingerprint: string; key: string } | null>(null);
  /** A busy server or a lost connection: the same order is sent again after a wait the page shows. */
  const retry = useOrderRetry();

  useEffect(() => {
    if (scrollRequest > 0) missingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [scrollRequest, missingRef]);

  function refused(error: unknown) {
    if (error instanceof ApiError && error.code === 'event.full') {
      showPopup({ tone: 'warning', title: t('registration.errors.full'), testId: 'order-full' });
      void queryClient.invalidateQueries({
        queryKey: checkParticipateLimitQueryOptions(event.event_key, toApiLanguage(lang)).queryKey,
      });
      return;
    }
    if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.message) {
      const message = stripFieldPrefix(error.message, error.field);
      const field = error.field ?? '';
      const entry = /^runner_list\.(\d+)(?:\.(.+))?$/.exec(field);
      const who = entry ? cart.runners[Number(entry[1])] : undefined;
      let text = message;
      if (entry) {
        const i = Number(entry[1]);
        const label = runnerFieldLabel(entry[2] ?? '', { event, lang, t });
        text = label ? t('registration.errors.fieldProblem', { field: label, message }) : message;
        setProblems({ fields: {}, entries: { [i]: text } });
        if (who)
          text = t('registration.errors.entryProblem', { name: `${who.fname} ${who.lname}`, message: text });
      } else {
        setProblems({ fields: ORDER_FIELDS.has(field) ? { [field]: message } : {}, entries: {} });
      }
      if (error.code === 'runner.exists') {
        // Registered by someone else since the form's check: the way to that order, as there.
        void showRunnerExists({
          eventKey: event.event_key,
          lang,
          ids: who ? entryIds(who) : [],
          message: text,
          t,
          navigate,
        });
        return;
      }
      showPopup({
        tone: 'error',
        title: t('registration.errors.serverTitle'),
        message: text,
        testId: 'order-error',
      });
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
    if (order.missing.length > 0) {
      setSchemaProblems([]);
      setScrollRequest((n) => n + 1);
      if (!order.values.terms) {
        notifications.show({
          color: 'yellow',
          title: t('registration.consent.termsRequiredTitle'),
          message: t('registration.consent.termsRequiredText'),
          autoClose: 6000,
        });
      }
      return;
    }
    const body = order.body();
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
      const reply = await retry.run((options) => sendOrder(body, key, options));
      // Stopped (by the runner, or after the retry limit): the form, the cart and the key stay.
      if (reply === null) return;
      intent.current = null;
      cart.clear();
      order.afterOrder();
      setAttempted(false);
      void queryClient.invalidateQueries({ queryKey: ['order', 'mine'] });
      // Something to pay: straight to the order's page, where it is paid, paid another way or
      // cancelled (issue 26); a dialog closed there lost the way to it. Nothing to pay: the dialog.
      if (reply.order_status !== 'PAID') {
        void navigate(`/order/${reply.uuid}`, { state: { placed: true } });
        return;
      }
      setCreated(reply);
    } catch (error) {
      refused(error);
    } finally {
      setSubmitting(false);
    }
  }

  return {
    submit,
    submitting,
    attempted,
    retry,
    /** The missing items and the schema's problems, once a submit was tried. */
    showMissing: attempted && (order.missing.length > 0 || schemaProblems.length > 0),
    schemaProblems,
    created,
    closeCreated: () => setCreated(null),
    /** The page starts again: nothing tried, no key kept, no retry waiting. */
    reset: () => {
      setAttempted(false);
      setSchemaProblems([]);
      intent.current = null;
      retry.clear();
    },
  };
}

export type OrderSubmission = ReturnType<typeof useOrderSubmit>;
