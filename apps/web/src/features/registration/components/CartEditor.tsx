import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import type { EventRules, RunnerInput } from '@raceday/domain/validation';
import { notifications } from '@mantine/notifications';
import { showPopup } from '@/components/popups';
import type { Cart } from '../model/use-cart';
import { useStableCallback } from '../model/use-stable-callback';
import { CartList } from './CartList';
import { RunnerForm } from './RunnerForm';

const scrollTo = (el: HTMLElement | null) => el?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/**
 * The runner form and the cart under it: a runner added (a toast, then the cart with the way on to
 * the pickup or to another runner), a cart entry loaded into the form for editing, removed, or made
 * the main registrant.
 */
export function CartEditor({
  event,
  lang,
  rules,
  cart,
  entryErrors,
  onContinue,
}: {
  event: EventDetail;
  lang: Language;
  rules: EventRules;
  cart: Cart;
  /** Server problems of an entry, by its index in the cart. */
  entryErrors: Record<number, string>;
  /** On to the race-kit pickup. */
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLDivElement>(null);
  const cartRef = useRef<HTMLDivElement>(null);
  const addedToast = useRef<string | null>(null);

  const save = useStableCallback((runner: RunnerInput) => {
    const saved = cart.save(runner);
    if (saved.kind === 'updated') {
      showPopup({
        tone: 'success',
        title: t('registration.form.updated'),
        withConfirm: false,
        autoClose: 1500,
        testId: 'runner-updated',
      });
      return;
    }
    // No dialog to dismiss: a toast says it, the cart shows the entry with the way on, and the badge counts it.
    // One toast at a time: the next runner's replaces it.
    if (addedToast.current) notifications.hide(addedToast.current);
    addedToast.current = `runner-added-${runner.id_card}`;
    notifications.show({
      id: addedToast.current,
      color: 'teal',
      title: t('registration.form.addedTitle'),
      message: t('registration.form.addedText', {
        name: `${runner.fname} ${runner.lname}`,
        count: saved.count,
      }),
      autoClose: 4000,
      'data-testid': 'runner-added',
    });
    requestAnimationFrame(() => scrollTo(cartRef.current));
  });

  const edit = useStableCallback((idCard: string) => {
    cart.edit(idCard);
    requestAnimationFrame(() => scrollTo(formRef.current));
  });

  return (
    <>
      <div ref={formRef} style={{ scrollMarginTop: 80 }}>
        <RunnerForm
          key={cart.formKey}
          event={event}
          lang={lang}
          rules={rules}
          cart={cart.runners}
          editing={cart.editing}
          onSaved={save}
          onReset={cart.resetForm}
        />
      </div>
      <CartList
        ref={cartRef}
        canAdd={cart.runners.length < rules.maxRunnersPerOrder}
        onAddAnother={() => {
          scrollTo(formRef.current);
          formRef.current?.querySelector<HTMLElement>('[data-testid="runner-fname"]')?.focus({
            preventScroll: true,
          });
        }}
        onContinue={onContinue}
        event={event}
        lang={lang}
        runners={cart.runners}
        mainId={cart.main?.id_card ?? null}
        editingId={cart.editingId}
        entryErrors={entryErrors}
        onMain={cart.chooseMain}
        onEdit={edit}
        onDelete={cart.remove}
      />
    </>
  );
}
