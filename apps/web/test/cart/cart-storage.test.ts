/**
 * What the registration page keeps of a cart between visits (localStorage `runner-list`) and what it
 * gives back: only this event's runners, only those the event still accepts, each ID once; other
 * events' carts are kept.
 */
import { describe, expect, it } from 'vitest';
import { eventRules } from '@raceday/domain/validation';
import { effectiveMain, loadCart, saveCart } from '@/features/registration/model/cart-storage';
import { CARTS_KEY } from '@/lib/stored-carts';
import { cartRunner, storeCart } from '../support/cart';
import { BANGKOK, TRAIL } from '../support/events';

const rules = eventRules(BANGKOK);
const stored = () => window.localStorage.getItem(CARTS_KEY);

describe('the registration cart in storage', () => {
  it('gives back every runner as typed, with the chosen main registrant, after a reload', () => {
    const mana = cartRunner(BANGKOK, { fname: 'มานะ', lname: 'ขยันวิ่ง', custom_field1: 'MANA' });
    const manee = cartRunner(BANGKOK, { fname: 'มานี', lname: 'มีสุข', register_type: 'FRIEND' });
    saveCart({ event_key: BANGKOK.event_key, runners: [mana, manee], main: manee.id_card });

    const cart = loadCart(BANGKOK.event_key, rules);
    expect(cart).toEqual({ event_key: BANGKOK.event_key, runners: [mana, manee], main: manee.id_card });
    // The display copies the summary and the cart page show come back too.
    expect(cart.runners[0]).toMatchObject({
      run_type_name: 'มาราธอน 42.195 กม.',
      run_type_price: 1200,
      t_shirt_name: 'XS (34")',
      custom_field1: 'MANA',
    });
    expect(effectiveMain(cart)).toEqual(manee);
  });

  it('starts empty on another event’s page, and keeps the first event’s cart', () => {
    const mana = cartRunner(BANGKOK, { fname: 'มานะ' });
    saveCart({ event_key: BANGKOK.event_key, runners: [mana], main: null });

    expect(loadCart(TRAIL.event_key, eventRules(TRAIL))).toEqual({
      event_key: TRAIL.event_key,
      runners: [],
      main: null,
    });
    const trailRunner = cartRunner(TRAIL, { fname: 'ดอย' });
    saveCart({ event_key: TRAIL.event_key, runners: [trailRunner], main: null });

    expect(loadCart(BANGKOK.event_key, rules).runners).toEqual([mana]);
    expect(loadCart(TRAIL.event_key, eventRules(TRAIL)).runners).toEqual([trailRunner]);
  });

  it('reads the older single-cart value and the seed’s bare list of runners', () => {
    const mana = cartRunner(BANGKOK, { fname: 'มานะ' });
    storeCart({ event_key: BANGKOK.event_key, runners: [mana], main: null });
    expect(loadCart(BANGKOK.event_key, rules).runners).toEqual([mana]);

    const trailRunner = cartRunner(TRAIL, { fname: 'ดอย' });
    storeCart([mana, trailRunner]);
    expect(loadCart(BANGKOK.event_key, rules).runners.map((r) => r.fname)).toEqual(['มานะ']);
    expect(loadCart(TRAIL.event_key, eventRules(TRAIL)).runners.map((r) => r.fname)).toEqual(['ดอย']);
  });

  it('drops runners the event no longer accepts, and a second entry of the same ID', () => {
    const kept = cartRunner(BANGKOK, { fname: 'มานะ' });
    const badId = { ...cartRunner(BANGKOK, { fname: 'ผิด' }), id_card: '1234567890123' };
    const noMeal = { ...cartRunner(BANGKOK, { fname: 'ไม่เลือกอาหาร' }), additional1: 0 };
    const again = { ...cartRunner(BANGKOK, { fname: 'ซ้ำ' }), id_card: kept.id_card };
    storeCart({ event_key: BANGKOK.event_key, runners: [kept, badId, noMeal, again], main: badId.id_card });

    const cart = loadCart(BANGKOK.event_key, rules);
    expect(cart.runners.map((r) => r.fname)).toEqual(['มานะ']);
    // The chosen main registrant was dropped: the first runner is the main one.
    expect(cart.main).toBeNull();
    expect(effectiveMain(cart)?.fname).toBe('มานะ');
  });

  it('keeps no more runners than the event takes in one order', () => {
    const six = Array.from({ length: 6 }, (_, i) =>
      cartRunner(BANGKOK, { fname: `นักวิ่ง${'ก'.repeat(i + 1)}` }),
    );
    storeCart({ event_key: BANGKOK.event_key, runners: six, main: null });

    const cart = loadCart(BANGKOK.event_key, rules);
    expect(BANGKOK.max_runner_register_per_order).toBe(5);
    expect(cart.runners.map((r) => r.fname)).toEqual(six.slice(0, 5).map((r) => r.fname));
  });

  it('reads a damaged or foreign value as an empty cart and removes it', () => {
    for (const raw of ['{not json', 'null', JSON.stringify({ event_key: BANGKOK.event_key, runners: 'x' })]) {
      window.localStorage.setItem(CARTS_KEY, raw);
      expect(loadCart(BANGKOK.event_key, rules).runners).toEqual([]);
      expect(stored(), raw).toBeNull();
    }
  });

  it('removes an event’s cart when its last runner leaves, and the key with the last cart', () => {
    const mana = cartRunner(BANGKOK);
    saveCart({ event_key: BANGKOK.event_key, runners: [mana], main: null });
    expect(JSON.parse(stored()!)).toEqual({
      carts: [{ event_key: BANGKOK.event_key, runners: [mana], main: null }],
    });
    const trailRunner = cartRunner(TRAIL);
    saveCart({ event_key: TRAIL.event_key, runners: [trailRunner], main: null });

    saveCart({ event_key: BANGKOK.event_key, runners: [], main: null });
    expect(JSON.parse(stored()!)).toEqual({
      carts: [{ event_key: TRAIL.event_key, runners: [trailRunner], main: null }],
    });

    saveCart({ event_key: TRAIL.event_key, runners: [], main: null });
    expect(stored()).toBeNull();
  });

  it('has no main registrant without runners; one runner is the main one', () => {
    const mana = cartRunner(BANGKOK);
    expect(effectiveMain({ runners: [], main: null })).toBeNull();
    expect(effectiveMain({ runners: [mana], main: null })).toBe(mana);
    expect(effectiveMain({ runners: [mana], main: 'someone else' })).toBe(mana);
  });
});
