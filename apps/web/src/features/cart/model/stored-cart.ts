/**
 * The runner cart as the cart page reads it from localStorage (`runner-list`). The registration page
 * writes `{event_key, runners, main}`; the seed's older shape is a bare array of runners, each with its
 * `event_key`. Both are read; only the few fields this page shows are kept, and the ID number never is.
 */
import { isEventKey } from '@raceday/domain';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';

export const CART_KEY = STORAGE_KEYS.runnerList;

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

/** The stored cart's runners grouped by event, in the order they were added. Anything else reads as empty. */
export function parseCart(raw: string | null): CartGroup[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  let list: unknown[];
  let cartKey: string | null = null;
  if (Array.isArray(value)) list = value;
  else if (isRecord(value) && Array.isArray(value.runners)) {
    list = value.runners;
    cartKey = str(value.event_key);
  } else return [];

  const groups = new Map<string, CartRunner[]>();
  list.forEach((item, index) => {
    if (!isRecord(item)) return;
    const eventKey = str(item.event_key) ?? cartKey;
    if (!eventKey || !isEventKey(eventKey)) return;
    const runner = toRunner(item, index);
    if (!runner) return;
    groups.set(eventKey, [...(groups.get(eventKey) ?? []), runner]);
  });
  return [...groups].map(([event_key, runners]) => ({ event_key, runners }));
}

export function readCart(): CartGroup[] {
  return parseCart(readStorage(CART_KEY));
}
