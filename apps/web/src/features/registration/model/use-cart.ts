/**
 * The runners of the order being put together, stored at once on every change (localStorage
 * `runner-list`), and which of them the runner form is editing.
 */
import { useState } from 'react';
import type { EventDetail } from '@raceday/domain';
import type { EventRules, RunnerInput } from '@raceday/domain/validation';
import { effectiveMain, loadCart, saveCart, type StoredCart } from './cart-storage';
import { useStableCallback } from './use-stable-callback';

export type SavedRunner = { kind: 'updated' } | { kind: 'added'; count: number; room: boolean };

export function useCart(event: EventDetail, rules: EventRules, onChange: () => void) {
  const [cart, setCart] = useState<StoredCart>(() => loadCart(event.event_key, rules));
  const [editingId, setEditingId] = useState<string | null>(null);
  const [formNonce, setFormNonce] = useState(0);
  const editing = cart.runners.find((r) => r.id_card === editingId) ?? null;

  function update(change: (prev: StoredCart) => StoredCart) {
    setCart((prev) => {
      const next = change(prev);
      if (next !== prev) saveCart(next);
      return next;
    });
    onChange();
  }

  /** The runner form starts again, empty. */
  const resetForm = useStableCallback(() => {
    setEditingId(null);
    setFormNonce((n) => n + 1);
  });

  return {
    runners: cart.runners,
    main: effectiveMain(cart),
    editing,
    editingId,
    /** The runner form's key: a new one clears the form or loads the runner to edit. */
    formKey: `${editingId ?? 'new'}-${formNonce}`,
    resetForm,
    /** The form's runner into the cart: in place of the one edited, or added (room and ID allowing). */
    save: useStableCallback((runner: RunnerInput): SavedRunner => {
      resetForm();
      if (editing) {
        const id = editing.id_card;
        update((prev) => ({ ...prev, runners: prev.runners.map((r) => (r.id_card === id ? runner : r)) }));
        return { kind: 'updated' };
      }
      const count = cart.runners.length + 1;
      update((prev) =>
        prev.runners.length >= rules.maxRunnersPerOrder ||
        prev.runners.some((r) => r.id_card === runner.id_card)
          ? prev
          : { ...prev, runners: [...prev.runners, runner] },
      );
      return { kind: 'added', count, room: count < rules.maxRunnersPerOrder };
    }),
    edit: useStableCallback((idCard: string) => {
      setEditingId(idCard);
      setFormNonce((n) => n + 1);
    }),
    remove: useStableCallback((idCard: string) => {
      if (editingId === idCard) resetForm();
      update((prev) => ({
        ...prev,
        runners: prev.runners.filter((r) => r.id_card !== idCard),
        main: prev.main === idCard ? null : prev.main,
      }));
    }),
    chooseMain: useStableCallback((idCard: string) => update((prev) => ({ ...prev, main: idCard }))),
    /** No runners left (the order was created, or the page starts again). */
    clear: () => {
      update(() => ({ event_key: event.event_key, runners: [], main: null }));
      resetForm();
    },
  };
}

export type Cart = ReturnType<typeof useCart>;
