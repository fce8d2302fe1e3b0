/**
 * The runner carts as the cart page reads them from localStorage (`runner-list`, one cart per event,
 * whatever shape lib/stored-carts reads). Only the few fields this page shows are kept, and the ID
 * number never is.
 */
import { useMemo } from 'react';
import { isEventKey } from '@raceday/domain';
import { parseCarts, useStoredCartsValue } from '@/lib/stored-carts';

export interface CartRunner {
  key: string;
  fname: string;
  lname: string;
  run_type_id: number | null;
  run_type_name: string | null;
  /** Baht, as the registration page stored it. */
  run_type_price: number | null;
  t_shirt_id: number | null;
  t_shirt_name: string | null;
  t_shirt_additional_price: number | null;
  /** Names of the other members of a team entry. */
  members: string[];
  /** Their shirts (a shirt may cost extra). */
  member_shirt_ids: number[];
}

export interface CartGroup {
  event_key: string;
  runners: CartRunner[];
}

type Loose = Record<string, unknown>;

const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function toRunner(v: Loose, index: number): CartRunner | null {
  const fname = str(v.fname);
  const lname = str(v.lname);
  if (!fname && !lname) return null;
  const team = Array.isArray(v.team_member_obj) ? v.team_member_obj.filter(isRecord) : [];
  const members = team.map((m) => [str(m.fname), str(m.lname)].filter(Boolean).join(' '));
  return {
    key: `${index}-${str(v.id_card) ?? ''}`,
    fname: fname ?? '',
    lname: lname ?? '',
    run_type_id: num(v.run_type_id),
    run_type_name: str(v.run_type_name),
    run_type_price: num(v.run_type_price),
    t_shirt_id: num(v.t_shirt_id),
    t_shirt_name: str(v.t_shirt_name),
    t_shirt_additional_price: num(v.t_shirt_additional_price),
    members: members.filter((name) => name !== ''),
    member_shirt_ids: team.flatMap((m) => {
      const id = num(m.t_shirt_id);
      return id === null ? [] : [id];
    }),
  };
}

/** The stored carts' runners grouped by event, in the order they were added. Anything else reads as empty. */
export function parseCart(raw: string | null): CartGroup[] {
  const groups = new Map<string, CartRunner[]>();
  let index = 0;
  for (const cart of parseCarts(raw) ?? []) {
    if (!isEventKey(cart.event_key)) continue;
    for (const item of cart.runners) {
      const runner = isRecord(item) ? toRunner(item, index++) : null;
      if (runner) groups.set(cart.event_key, [...(groups.get(cart.event_key) ?? []), runner]);
    }
  }
  return [...groups].map(([event_key, runners]) => ({ event_key, runners }));
}

/** The stored carts, kept current when this tab or another changes one. */
export function useStoredCart(): CartGroup[] {
  const raw = useStoredCartsValue();
  return useMemo(() => parseCart(raw), [raw]);
}
