/**
 * The public event replies, prepared once and served from memory: at 10:00 tens of thousands of
 * phones ask for the same event at once, and the answer is the same bytes for all of them.
 *
 * For the event list and each event's detail the catalog keeps the JSON as sent, its gzip and brotli
 * forms and an ETag. A prepared reply is rebuilt when
 * - the event changes: triggers bump `events.content_version` on any change the public sees (migration
 *   0005); every process reads the versions of all events at most once per `checkEveryMs`, one small
 *   query, and `invalidate()` drops a reply at once in the process that made the change;
 * - its registration opens or closes: a reply is valid only until the next such moment, so at 10:00
 *   sharp it says OPEN without waiting for the check.
 * Places left are not in these replies (they change with every order): `availability` serves them from
 * a counter at most `placesEveryMs` old. Only whether the event is full is (is_full): the version check
 * reads it with the versions, and a reply is rebuilt when it turns. The order path reads the event's options from here too.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventPlaces, events, priceTiers, runTypePlaces, runTypes, shirts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isEventFull, listEvents, loadEvent, toEventDetail, type LoadedEvent } from './events';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PreparedReply {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Weak: the same JSON whatever encoding carries it. */
  etag: string;
}

export type ReplyEncoding = 'br' | 'gzip' | 'identity';

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'], cache: new Map() });

/** The encoding to send for an Accept-Encoding header ('identity' when none fits). */
export function chooseEncoding(acceptEncoding: string | undefined): ReplyEncoding {
  if (!acceptEncoding) return 'identity';
  return (encodings.negotiate(acceptEncoding) as ReplyEncoding | null) ?? 'identity';
}

/** Whether an If-None-Match header names this ETag (weak comparison, lists and `*` allowed). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => bare(t) === bare(etag));
}

export async function prepareReply(value: unknown): Promise<PreparedReply> {
  return prepareBytes(Buffer.from(JSON.stringify(value)));
}

/** Bytes as sent (JSON, or a rendered page: plugins/ssr.ts), with their compressed forms and ETag. */
export async function prepareBytes(identity: Buffer): Promise<PreparedReply> {
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { identity, gzip: gz, br, etag: `W/"${hash}"` };
}

/** What the registration page may offer now (services/events/event-catalog.ts#availability). */
export interface Availability {
  placesLeft: number | null;
  soldOutShirtIds: number[];
  /** Places left in each race type that has a limit of its own. */
  runTypePlaces: { id: number; places_left: number }[];
}

interface EventStamp {
  id: number;
  key: string;
  version: number;
  opensAt: number;
  closesAt: number;
  /** When a price tier of one of its race types starts or ends (the detail shows the price in force). */
  priceMoments: number[];
  /** Every place taken: the replies say so (is_full), and are rebuilt when it changes. */
  full: boolean;
}

/** The version a prepared reply of the event is valid for: its content and whether it is full. */
const versionOf = (s: EventStamp) => `${s.version}${s.full ? 'F' : ''}`;

interface Stamps {
  at: number;
  byKey: Map<string, EventStamp>;
  byId: Map<number, EventStamp>;
  /** Every event's id and version: the list's version. */
  all: string;
}

interface Cached<T> {
  version: string;
  validUntil: number;
  value: Promise<T>;
}

export interface EventCatalogOptions {
  /** How often each process re-reads the events' versions (ms); 0 = on every request. */
  checkEveryMs?: number;
  /** How old a places-left figure may be (ms). */
  placesEveryMs?: number;
  /** Milliseconds since the epoch; tests move it. */
  clock?: () => number;
}

export class EventCatalog {
  readonly checkEveryMs: number;
  readonly placesEveryMs: number;
  private readonly clock: () => number;
  private stamps?: Promise<Stamps>;
  private stampsAt = -Infinity;
  private readonly replies = new Map<string, Cached<PreparedReply>>();
  private readonly loads = new Map<string, Cached<LoadedEvent>>();
  private readonly places = new Map<number, { at: number; value: Promise<Availability> }>();

  constructor(
    private readonly db: Db,
    opts: EventCatalogOptions = {},
  ) {
    this.checkEveryMs = opts.checkEveryMs ?? 1000;
    this.placesEveryMs = opts.placesEveryMs ?? 500;
    this.clock = opts.clock ?? Date.now;
  }

  now(): Date {
    return new Date(this.clock());
  }

  /** Drops what is prepared (of one event, or all): the next request rebuilds it. */
  invalidate(eventId?: number): void {
    this.stampsAt = -Infinity;
    for (const map of [this.replies, this.loads] as Map<string, unknown>[]) {
      if (eventId === undefined) map.clear();
      else for (const k of map.keys()) if (k === 'list' || k.startsWith(`${eventId}:`)) map.delete(k);
    }
  }

  /** GET /v1/events: every event, newest race day first. */
  async list(): Promise<PreparedReply> {
    const stamps = await this.currentStamps();
    const now = this.clock();
    let validUntil = Infinity;
    for (const s of stamps.byId.values()) validUntil = Math.min(validUntil, nextMoment(s, now));
    return this.cached(this.replies, 'list', stamps.all, validUntil, async () =>
      prepareReply(await listEvents(this.db, new Date(now))),
    );
  }

  /** GET /v1/events/{key}: the event with every option of its form, `{status, ...detail}`. */
  async detail(ref: string): Promise<PreparedReply> {
    const s = await this.stamp(ref);
    const now = this.clock();
    return this.cached(this.replies, `${s.id}:detail`, versionOf(s), nextMoment(s, now), async () =>
      prepareReply({ status: 'success', ...toEventDetail(await this.loaded(ref), new Date(now), s.full) }),
    );
  }

  /** GET /v1/events/initial/{id}: the seed's `{status, body: [detail]}` shape of the same detail. */
  async initial(ref: string): Promise<PreparedReply> {
    const s = await this.stamp(ref);
    const now = this.clock();
    return this.cached(this.replies, `${s.id}:initial`, versionOf(s), nextMoment(s, now), async () =>
      prepareReply({
        status: 'success',
        body: [toEventDetail(await this.loaded(ref), new Date(now), s.full)],
      }),
    );
  }

  /** The event with its options as stored, for the order path; 404 for an unknown key. */
  async loaded(ref: string): Promise<LoadedEvent> {
    const s = await this.stamp(ref);
    return this.cached(this.loads, `${s.id}:loaded`, String(s.version), Infinity, () =>
      loadEvent(this.db, s.key),
    );
  }

  /** The event's id for a key or numeric id, from memory; 404 for an unknown one. */
  async eventId(ref: string): Promise<number> {
    return (await this.stamp(ref)).id;
  }

  /**
   * Places left of the event (null when it has no limit) and its sold-out shirt sizes, at most
   * placesEveryMs old. It only tells the page what to offer: the order itself takes places with a
   * conditional update and checks each stocked size under its row lock.
   */
  async availability(ref: string): Promise<Availability> {
    const id = await this.eventId(ref);
    const now = this.clock();
    const hit = this.places.get(id);
    if (hit && now - hit.at < this.placesEveryMs) return hit.value;
    const value = Promise.all([
      this.db
        .select({
          limited: events.isLimitParticipate,
          limit: events.participantLimit,
          taken: eventPlaces.taken,
        })
        .from(events)
        .innerJoin(eventPlaces, eq(eventPlaces.eventId, events.id))
        .where(eq(events.id, id)),
      this.db
        .select({ id: shirts.id })
        .from(shirts)
        .where(
          and(
            eq(shirts.eventId, id),
            sql`${shirts.stock} is not null`,
            sql`(select count(*) from runners r where r.shirt_id = shirts.id and r.is_active) >= shirts.stock`,
          ),
        ),
      this.db
        .select({ id: runTypes.id, limit: runTypes.participantLimit, taken: runTypePlaces.taken })
        .from(runTypes)
        .innerJoin(runTypePlaces, eq(runTypePlaces.runTypeId, runTypes.id))
        .where(
          and(
            eq(runTypes.eventId, id),
            eq(runTypes.isHidden, false),
            sql`${runTypes.participantLimit} is not null`,
          ),
        ),
    ]).then(([[e], soldOut, limited]) => ({
      placesLeft: e && e.limited && e.limit !== null ? Math.max(0, e.limit - e.taken) : null,
      soldOutShirtIds: soldOut.map((s) => s.id),
      runTypePlaces: limited.map((r) => ({ id: r.id, places_left: Math.max(0, r.limit! - r.taken) })),
    }));
    this.places.set(id, { at: now, value });
    value.catch(() => this.places.delete(id));
    return value;
  }

  private async stamp(ref: string): Promise<EventStamp> {
    const stamps = await this.currentStamps();
    const s = stamps.byKey.get(ref) ?? (/^\d{1,9}$/.test(ref) ? stamps.byId.get(Number(ref)) : undefined);
    if (!s) throw notFound('event.not_found');
    return s;
  }

  private currentStamps(): Promise<Stamps> {
    const now = this.clock();
    if (this.stamps && now - this.stampsAt < this.checkEveryMs) return this.stamps;
    this.stampsAt = now;
    const loading = this.readStamps(now);
    // Until the new versions arrive, concurrent requests wait for the same query.
    this.stamps = loading;
    loading.catch(() => {
      if (this.stamps === loading) {
        this.stamps = undefined;
        this.stampsAt = -Infinity;
      }
    });
    return loading;
  }

  private async readStamps(at: number): Promise<Stamps> {
    const rows = await this.db
      .select({
        id: events.id,
        key: events.eventKey,
        version: events.contentVersion,
        opensAt: events.registrationStartAt,
        closesAt: events.registrationEndAt,
        isLimitParticipate: events.isLimitParticipate,
        participantLimit: events.participantLimit,
        taken: eventPlaces.taken,
      })
      .from(events)
      .leftJoin(eventPlaces, eq(eventPlaces.eventId, events.id))
      // Drafts are not public: unknown to every public call until published.
      .where(eq(events.isPublished, true))
      .orderBy(asc(events.id));
    const tiers = await this.db
      .select({ eventId: runTypes.eventId, startsAt: priceTiers.startsAt, endsAt: priceTiers.endsAt })
      .from(priceTiers)
      .innerJoin(runTypes, eq(runTypes.id, priceTiers.runTypeId));
    const byKey = new Map<string, EventStamp>();
    const byId = new Map<number, EventStamp>();
    const stamps = rows.map(({ isLimitParticipate, participantLimit, taken, ...r }) => ({
      ...r,
      opensAt: r.opensAt.getTime(),
      closesAt: r.closesAt.getTime(),
      priceMoments: tiers
        .filter((t) => t.eventId === r.id)
        .flatMap((t) => [t.startsAt.getTime(), t.endsAt.getTime()]),
      full: isEventFull({ isLimitParticipate, participantLimit }, taken ?? 0),
    }));
    for (const s of stamps) {
      byKey.set(s.key, s);
      byId.set(s.id, s);
    }
    return { at, byKey, byId, all: stamps.map((s) => `${s.id}.${versionOf(s)}`).join(',') };
  }

  private cached<T>(
    map: Map<string, Cached<T>>,
    key: string,
    version: string,
    validUntil: number,
    build: () => Promise<T>,
  ): Promise<T> {
    const hit = map.get(key);
    if (hit && hit.version === version && this.clock() < hit.validUntil) return hit.value;
    const value = build();
    map.set(key, { version, validUntil, value });
    value.catch(() => {
      if (map.get(key)?.value === value) map.delete(key);
    });
    return value;
  }
}

/** The next moment after `now` at which the event's registration state or a price changes. */
function nextMoment(s: EventStamp, now: number): number {
  let next = Infinity;
  for (const m of [s.opensAt, s.closesAt, ...s.priceMoments]) if (m > now && m < next) next = m;
  return next;
}

const catalogs = new WeakMap<Db, EventCatalog>();

/**
 * The catalog of a database, one per process: the app makes it with its settings (app.ts), services
 * reach it through their database handle.
 */
export function catalogFor(db: Db, opts?: EventCatalogOptions): EventCatalog {
  let catalog = catalogs.get(db);
  if (!catalog || opts) catalogs.set(db, (catalog = new EventCatalog(db, opts)));
  return catalog;
}
