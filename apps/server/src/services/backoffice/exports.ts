/**
 * The organizer's spreadsheet downloads (seed 001 §2.6, §2.7; the contract's "Reports"): real .xlsx
 * files written with exceljs's streaming writer straight into the reply. Runner lists are read in
 * pages of PAGE_SIZE rows (keyset on runner id) and the next page is read only when the reply has
 * taken the previous one, so a 50,000-runner marathon never sits in memory at once.
 *
 * Headers are bilingual ('ชื่อ / First name') in every file; the cells and the file name's label follow
 * the caller's language: codes are written as words (PAID as 'ชำระเงินแล้ว' or 'Paid', with the server's
 * texts, lib/messages.ts), and an English file names race types, run models, pick-ups and additional
 * choices in English where the event has English names (Thai otherwise). Thai file name labels go in an
 * RFC 5987 `filename*`, with an ASCII `filename` beside it.
 */
import { PassThrough, type Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import ExcelJS from 'exceljs';
import { compile } from 'html-to-text';
import { and, asc, eq, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { EVENT_TIME_ZONE, toBaht, type Language, type OrderStatus } from '@raceday/domain';
import { ageOn, type OrderMoneyField, type RevenueOrderSet } from '@raceday/domain/validation';
import type { Db } from '../../db/client';
import {
  additionalOptions,
  additionalSelects,
  deliveryTypes,
  orders,
  runModels,
  runners,
  runTypes,
  shirts,
  type EventRow,
} from '../../db/schema';
import { message, type MessageKey } from '../../lib/messages';
import type { UserRow } from '../people/accounts';
import { eventForUser } from '../events/organizers';
import { activePeopleOf, paidPeopleOf } from '../people/people';
import { ORDER_MONEY, orderSetCondition, runnerTypeShirtCounts, shirtCounts } from './reports';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Runner rows read from the database at a time. */
export const PAGE_SIZE = 2000;

export interface XlsxFile {
  /** The ASCII file name (`filename=`). */
  filename: string;
  /** The whole Content-Disposition header value. */
  contentDisposition: string;
  stream: Readable;
}

// ---- file names ------------------------------------------------------------------------------------

const LABELS = {
  runnerTypeShirt: { th: 'เสื้อตามประเภท', en: 'shirts-by-race-type' },
  shirt: { th: 'ขนาดเสื้อ', en: 'shirt-sizes' },
  unpaid: { th: 'ยังไม่ชำระเงิน', en: 'unpaid-orders' },
  all: { th: 'ผู้สมัครทั้งหมด', en: 'all-applicants' },
  delivery: { th: 'จัดส่งเสื้อ', en: 'shirt-delivery' },
  self: { th: 'รับเองหน้างาน', en: 'self-pickup' },
  checkbibY: { th: 'รับBIBแล้ว', en: 'bib-collected' },
  checkbibN: { th: 'ยังไม่รับBIB', en: 'bib-not-collected' },
  checkbibALL: { th: 'ตรวจรับBIB', en: 'bib-check' },
  payout: { th: 'สรุปยอดเงิน', en: 'payout' },
} as const satisfies Record<string, Record<Language, string>>;
type LabelKey = keyof typeof LABELS;

/** Built once: a cell or a file name formats with it, never builds it (see dates.ts). */
const BANGKOK_MINUTE = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function formatBangkokMinute(at: Date): string {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of BANGKOK_MINUTE.formatToParts(at)) p[type] = value;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

const HOUR_MS = 3_600_000;
/**
 * 'YYYY-MM-DD HH:' of the hours formatted so far (a file has two times per row, 50,000 rows, and
 * formatToParts costs ~10 µs): the minute is added by arithmetic. Only hours that start at minute 00
 * in Bangkok time are kept (all of them: the zone is UTC+7 all year), so the cached text is exact.
 */
const bangkokHours = new Map<number, string>();

/** 'YYYY-MM-DD HH:mm' in Bangkok time. */
export function bangkokDateTime(at: Date): string {
  const ms = at.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  let prefix = bangkokHours.get(hour);
  if (prefix === undefined) {
    const start = formatBangkokMinute(new Date(hour * HOUR_MS));
    if (!start.endsWith(':00')) return formatBangkokMinute(at);
    if (bangkokHours.size >= 100_000) bangkokHours.clear();
    bangkokHours.set(hour, (prefix = start.slice(0, -2)));
  }
  const minute = Math.floor((ms - hour * HOUR_MS) / 60_000);
  return `${prefix}${minute < 10 ? '0' : ''}${minute}`;
}

/** `[label]_<event_key>_<YYYYMMDD_HHmm>.xlsx`, stamped in Bangkok time. */
export function exportFileName(label: string, eventKey: string, now: Date): string {
  const stamp = bangkokDateTime(now).replace(/[-:]/g, '').replace(' ', '_');
  return `[${label}]_${eventKey}_${stamp}.xlsx`;
}

/** The English name in `filename`; a Thai one beside it in `filename*` (RFC 5987, UTF-8). */
export function fileFor(label: LabelKey, eventKey: string, lang: Language, now: Date) {
  const ascii = exportFileName(LABELS[label].en, eventKey, now);
  const local = exportFileName(LABELS[label][lang], eventKey, now);
  return { filename: ascii, contentDisposition: contentDisposition(local, { fallback: ascii }) };
}

// ---- codes as words ---------------------------------------------------------------------------------

const STATUS_LABELS: Record<OrderStatus, MessageKey> = {
  INITIAL: 'label.status.INITIAL',
  PAID: 'label.status.PAID',
  DELETE: 'label.status.DELETE',
  CANCEL: 'label.status.CANCEL',
  EXPIRED: 'label.status.EXPIRED',
};
/** Codes whose word is the same for every value of their kind; a code without one is written as it is. */
const CODE_LABELS: Record<'sex' | 'nationality' | 'bloodGroup', Record<string, MessageKey>> = {
  sex: { MALE: 'label.sex.MALE', FEMALE: 'label.sex.FEMALE' },
  nationality: { THAI: 'label.nationality.THAI', OTHER: 'label.nationality.OTHER' },
  // A, B, AB and O read the same in both languages.
  bloodGroup: { OTHER: 'label.blood_group.OTHER' },
};

/** The words of a file's codes, in its language. */
function labelsIn(lang: Language) {
  const code = (kind: keyof typeof CODE_LABELS, value: string) => {
    const key = CODE_LABELS[kind][value];
    return key ? message(key, lang) : value;
  };
  return {
    status: (status: OrderStatus) => message(STATUS_LABELS[status], lang),
    /** PP_<provider> is PromptPay and CC_<provider> a card, whoever the provider. */
    method: (method: string) => {
      const key: MessageKey | null = method.startsWith('PP_')
        ? 'label.method.PP'
        : method.startsWith('CC_')
          ? 'label.method.CC'
          : method === 'DIRECT'
            ? 'label.method.DIRECT'
            : method === 'FREE'
              ? 'label.method.FREE'
              : null;
      return key ? message(key, lang) : method;
    },
    sex: (sex: string) => code('sex', sex),
    nationality: (n: string) => code('nationality', n),
    bloodGroup: (g: string) => code('bloodGroup', g),
    bibCollected: (yes: boolean) => message(yes ? 'label.bib.collected' : 'label.bib.pending', lang),
  };
}
type Labels = ReturnType<typeof labelsIn>;

/** A name as the file's language shows it: the English one when there is one in an English file. */
const inLanguage = (lang: Language, thai: SQL | AnyColumn, english: SQL | AnyColumn): SQL<string> =>
  lang === 'en' ? sql<string>`coalesce(nullif(${english}, ''), ${thai})` : sql<string>`${thai}`;

// ---- the workbook writer -----------------------------------------------------------------------

/** A value, or a formula with the value it comes to (written too, so a reader needs no calculation). */
type Cell = string | number | null | { formula: string; result: number };
interface Column {
  header: string;
  width: number;
  money?: boolean;
}

class Aborted extends Error {}

const MONEY_FORMAT = '#,##0.00';

/**
 * What exceljs 4.4's streaming worksheet (lib/stream/xlsx/worksheet-writer.js) keeps of its rows and
 * its workbook's styles: a plain row is written as the XML it would render (plainRowXml) straight into
 * the worksheet's stream, without the row, cell and XML-builder objects it makes per cell (two
 * million cells in a 50,000-runner file: most of the file's time and garbage).
 */
interface SheetInternals {
  _rowZero: number;
  _rows: unknown[] | null;
  startedData: boolean;
  stream: { write(xml: string): unknown };
  _workbook: { styles: { addStyleModel(style: object, cellType?: number): number } };
}
const sheetInternals = (sheet: ExcelJS.Worksheet): SheetInternals | null => {
  const s = sheet as unknown as Partial<SheetInternals>;
  return typeof s._rowZero === 'number' &&
    Array.isArray(s._rows) &&
    typeof s.stream?.write === 'function' &&
    typeof s._workbook?.styles?.addStyleModel === 'function'
    ? (s as SheetInternals)
    : null;
};

// exceljs's xmlEncode (lib/utils/utils.js): the five entities, and control characters but tab, line
// feed and carriage return dropped.
// eslint-disable-next-line no-control-regex
const XML_UNSAFE = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
// eslint-disable-next-line no-control-regex
const XML_UNSAFE_ALL = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/g;
const XML_ENTITIES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&apos;',
  '<': '&lt;',
  '>': '&gt;',
};
const xmlText = (text: string) =>
  XML_UNSAFE.test(text) ? text.replace(XML_UNSAFE_ALL, (c) => XML_ENTITIES[c] ?? '') : text;

/**
 * A row of strings, numbers and empty cells as exceljs writes it (row-xform.js, cell-xform.js with
 * inline strings): the row's span from its first to its last cell, an empty cell only when it has a
 * style (`styleIds`, by column), strings as `t="str"`. Returns '' for a row without cells, which
 * exceljs leaves out too.
 */
function plainRowXml(
  rowNumber: number,
  row: readonly (string | number | null | undefined)[],
  letters: readonly string[],
  styleIds: readonly number[],
): string {
  let min = 0;
  let max = 0;
  let cells = '';
  for (let i = 0; i < row.length; i++) {
    const value = row[i];
    if (value === undefined) continue;
    if (!min) min = i + 1;
    max = i + 1;
    const style = styleIds[i] ? ` s="${styleIds[i]}"` : '';
    if (value === null) {
      if (style) cells += `<c r="${letters[i]}${rowNumber}"${style}/>`;
    } else if (typeof value === 'number') {
      cells += `<c r="${letters[i]}${rowNumber}"${style}><v>${xmlText(String(value))}</v></c>`;
    } else {
      cells += `<c r="${letters[i]}${rowNumber}"${style} t="str"><v>${xmlText(value)}</v></c>`;
    }
  }
  if (!max) return '';
  return `<row r="${rowNumber}" spans="${min}:${max}" x14ac:dyDescent="0.25">${cells}</row>`;
}

const isPlainRow = (row: readonly Cell[]): row is (string | number | null)[] =>
  row.every((c) => c === null || c === undefined || typeof c === 'string' || typeof c === 'number');

/**
 * One worksheet streamed into the returned stream. `write` adds rows through `add` and calls
 * `pace()` between pages: it waits while the reader is behind and stops when the reader is gone.
 */
function streamWorkbook(
  sheetName: string,
  columns: Column[],
  write: (add: (row: Cell[], bold?: boolean) => void, pace: () => Promise<void>) => Promise<void>,
): Readable {
  const out = new PassThrough();
  let closed = false;
  out.once('close', () => {
    closed = true;
  });
  const pace = async () => {
    // Let the zip and the socket run between pages: an embedded database (PGlite) answers without
    // ever returning to the event loop, so without this the whole file would pile up before a byte
    // left.
    await new Promise((resolve) => setImmediate(resolve));
    if (!closed && out.writableNeedDrain) {
      await new Promise<void>((resolve) => {
        const done = () => {
          out.off('drain', done);
          out.off('close', done);
          resolve();
        };
        out.on('drain', done);
        out.on('close', done);
      });
    }
    if (closed) throw new Aborted('the reader went away');
  };

  void (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'RaceDay';
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({
      header: c.header,
      width: c.width,
      ...(c.money ? { style: { numFmt: MONEY_FORMAT } } : {}),
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    const internals = sheetInternals(sheet);
    const letters = columns.map((_, i) => columnLetters(i));
    const styleIds = columns.map((c) =>
      c.money ? (internals?._workbook.styles.addStyleModel({ numFmt: MONEY_FORMAT }) ?? 0) : 0,
    );
    await write((row, bold) => {
      // Every row is committed as it is added, so none is pending and the next one is _rowZero.
      if (!bold && internals?.startedData && internals._rows?.length === 0 && isPlainRow(row)) {
        const xml = plainRowXml(internals._rowZero, row, letters, styleIds);
        if (xml) internals.stream.write(xml);
        internals._rowZero++;
        return;
      }
      const added = sheet.addRow(row);
      if (bold) added.font = { bold: true };
      added.commit();
    }, pace);
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => {
    if (!(err instanceof Aborted)) out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

/** Markup to text on one line: no wrapping, no link targets or images, headings as written. */
const htmlToText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'ul', options: { itemPrefix: ' ' } }, // a list's items side by side
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});

/** Race type and shirt names may hold markup (the pages render it); a cell gets the plain text. */
export function plainText(s: string): string {
  // Most names are plain: only markup or an entity needs the parser (a cell per runner, 50,000 rows).
  const text = /[<&]/.test(s) ? htmlToText(s) : s;
  return text.replace(/\s+/g, ' ').trim();
}

const col = (th: string, en: string, width: number, money = false): Column => ({
  header: `${th} / ${en}`,
  width,
  money,
});
const TOTAL = 'รวม / Total';

// ---- shirt counts ----------------------------------------------------------------------------------

export type CountExportKind = 'shirt' | 'runnerTypeShirt';

/** Rows of a count download: the names a count is for (in `lang`), and the count. */
type CountRows = (db: Db, eventId: number, lang: Language) => Promise<{ names: string[]; count: number }[]>;

/**
 * Shirt names as the file's language shows them: the counts group the Thai names the runners chose
 * (reports.ts); an English file shows the English name of the event's shirt of that name, if any.
 */
async function shirtNamesIn(db: Db, eventId: number, lang: Language): Promise<(thai: string) => string> {
  if (lang !== 'en') return (thai) => thai;
  const rows = await db
    .select({ name: shirts.name, nameEn: shirts.nameEn })
    .from(shirts)
    .where(eq(shirts.eventId, eventId));
  const english = new Map(rows.filter((r) => r.nameEn).map((r) => [r.name, r.nameEn]));
  return (thai) => english.get(thai) ?? thai;
}

const COUNT_EXPORTS: Record<CountExportKind, { sheet: string; names: Column[]; rows: CountRows }> = {
  // report-runner-tshirt-excel
  shirt: {
    sheet: 'Shirts',
    names: [col('ขนาดเสื้อ', 'Shirt', 30)],
    rows: async (db, eventId, lang) => {
      const shirtName = await shirtNamesIn(db, eventId, lang);
      return (await shirtCounts(db, eventId)).map((r) => ({
        names: [shirtName(r.t_shirt_name)],
        count: r.count_number,
      }));
    },
  },
  // report-runner-type-tshirt-excel
  runnerTypeShirt: {
    sheet: 'Shirts by race type',
    names: [col('ประเภทการแข่งขัน', 'Race type', 34), col('ขนาดเสื้อ', 'Shirt', 30)],
    rows: async (db, eventId, lang) => {
      const shirtName = await shirtNamesIn(db, eventId, lang);
      return (await runnerTypeShirtCounts(db, eventId, lang)).map((r) => ({
        names: [r.run_type_name, shirtName(r.t_shirt_name)],
        count: r.count_number,
      }));
    },
  },
};

const isCountKind = (kind: EventExportKind): kind is CountExportKind => kind in COUNT_EXPORTS;

/** A numbered list of counts under their name columns, and a total row. */
async function countsSheet(
  db: Db,
  event: EventRow,
  kind: CountExportKind,
  lang: Language,
): Promise<Readable> {
  const spec = COUNT_EXPORTS[kind];
  const rows = await spec.rows(db, event.id, lang);
  const columns = [col('ลำดับ', 'No.', 8), ...spec.names, col('จำนวน', 'Count', 12)];
  return streamWorkbook(spec.sheet, columns, async (add) => {
    rows.forEach((r, i) => add([i + 1, ...r.names.map(plainText), r.count]));
    // The total's label under the first name column; the other name columns stay empty.
    add([null, TOTAL, ...spec.names.slice(1).map(() => null), rows.reduce((s, r) => s + r.count, 0)]);
  });
}

// ---- the downloads of an event -------------------------------------------------------------------

export type EventExportKind = CountExportKind | OrderExportKind;

/**
 * The downloads whose only input is the event: the shirt counts and the runner lists, each kind
 * named after its label (LABELS).
 */
export async function exportEvent(
  db: Db,
  user: UserRow,
  input: { eventKey: string; kind: EventExportKind },
  lang: Language,
  now = new Date(),
): Promise<XlsxFile> {
  const event = await eventForUser(db, user, input.eventKey);
  const stream = isCountKind(input.kind)
    ? await countsSheet(db, event, input.kind, lang)
    : await ordersSheet(db, event, input.kind, lang);
  return { ...fileFor(input.kind, event.eventKey, lang, now), stream };
}

// ---- runner lists ------------------------------------------------------------------------------

const captain = alias(runners, 'captain');

/** Reads `where` in pages of PAGE_SIZE runner rows, keyset on runner id, and hands each page over. */
async function eachPage<T extends { runnerId: number }>(
  read: (afterId: number) => Promise<T[]>,
  pace: () => Promise<void>,
  use: (rows: T[]) => void,
): Promise<void> {
  let after = 0;
  for (;;) {
    await pace();
    const rows = await read(after);
    if (rows.length) use(rows);
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1]!.runnerId;
  }
}

/**
 * A select from runners as the lists page through it: each person with their order and its pick-up,
 * race type, run model, shirt and team captain, the next PAGE_SIZE of `people` after runner id `afterId`.
 */
const peoplePage = <Query extends PgSelect>(query: Query, people: SQL, afterId: number) =>
  query
    .innerJoin(orders, eq(orders.id, runners.orderId))
    .leftJoin(deliveryTypes, eq(deliveryTypes.id, orders.deliveryTypeId))
    .innerJoin(runTypes, eq(runTypes.id, runners.runTypeId))
    .leftJoin(runModels, eq(runModels.id, runners.runModelId))
    .leftJoin(shirts, eq(shirts.id, runners.shirtId))
    .leftJoin(captain, eq(captain.id, runners.teamCaptainId))
    .where(and(people, gt(runners.id, afterId)))
    .orderBy(asc(runners.id))
    .limit(PAGE_SIZE);

/**
 * The person columns both kinds of runner list share; race type, run model and shirt names in `lang`
 * (the names stored on the runner row are the Thai ones the runner chose).
 */
const personFields = (lang: Language) => ({
  runnerId: runners.id,
  fname: runners.fname,
  lname: runners.lname,
  sex: runners.sex,
  dob: runners.dob,
  idCard: runners.idCard,
  mobileNo: runners.mobileNo,
  runTypeName: inLanguage(lang, runners.runTypeName, runTypes.nameEn),
  runModelName: inLanguage(lang, runners.runModelName, runModels.nameEn),
  shirtName: inLanguage(lang, runners.shirtName, shirts.nameEn),
  bibNo: runners.bibNo,
  teamPosition: runners.teamPosition,
  teamSize: runTypes.teamSize,
  /** A team member's team is their captain's. */
  team: sql<string>`coalesce(nullif(${captain.runnerTeam}, ''), ${runners.runnerTeam})`,
});

/** A column of a runner list and how a row fills it: the header and the cell written in one place. */
interface Field<Row> {
  column: Column;
  cell: (row: Row) => Cell;
}
const field = <Row>(
  th: string,
  en: string,
  width: number,
  cell: (row: Row) => Cell,
  money = false,
): Field<Row> => ({
  column: col(th, en, width, money),
  cell,
});

/** What the person columns read of a row (personFields). */
interface Person {
  fname: string;
  lname: string;
  sex: string;
  dob: string;
  idCard: string;
  mobileNo: string;
  runTypeName: string;
  runModelName: string;
  shirtName: string;
  bibNo: string | null;
  team: string;
  teamPosition: number;
  teamSize: number;
}

/**
 * The person columns both runner lists show, in the groups they keep together; ages on `raceDay`,
 * codes in the file's words.
 */
const personColumns = (raceDay: string, label: Labels) => ({
  name: [
    field<Person>('ชื่อ', 'First name', 16, (p) => p.fname),
    field<Person>('นามสกุล', 'Last name', 16, (p) => p.lname),
    field<Person>('เพศ', 'Sex', 9, (p) => label.sex(p.sex)),
    field<Person>('วันเกิด', 'Date of birth', 13, (p) => p.dob),
    field<Person>('อายุวันแข่ง', 'Age on race day', 10, (p) => ageOn(p.dob, raceDay)),
  ],
  idCard: field<Person>('เลขบัตรประชาชน/พาสปอร์ต', 'ID card/passport', 18, (p) => p.idCard),
  mobile: field<Person>('มือถือ', 'Mobile', 13, (p) => p.mobileNo),
  entry: [
    field<Person>('ประเภทการแข่งขัน', 'Race type', 26, (p) => plainText(p.runTypeName)),
    // '-': the event has no run models.
    field<Person>('รูปแบบการวิ่ง', 'Run model', 16, (p) => plainText(p.runModelName)),
    field<Person>('เสื้อ', 'Shirt', 16, (p) => plainText(p.shirtName)),
  ],
  team: [
    field<Person>('ทีม', 'Team', 18, (p) => p.team || null),
    field<Person>('ลำดับในทีม', 'Team position', 10, (p) => (p.teamSize > 1 ? p.teamPosition : null)),
  ],
  bibNo: field<Person>('หมายเลข BIB', 'Bib no.', 10, (p) => p.bibNo),
});

/**
 * Streams a runner list: its fields' columns, and a row of cells for each row `read` pages through.
 * `footer`, given the number of rows written, is added below them after an empty row (so that sorting
 * and filtering, which stop at the empty row, leave it out); its first row is bold.
 */
function listSheet<Row extends { runnerId: number }>(
  sheetName: string,
  fields: Field<Row>[],
  read: (afterId: number) => Promise<Row[]>,
  footer?: (rowCount: number) => Cell[][],
): Readable {
  return streamWorkbook(
    sheetName,
    fields.map((f) => f.column),
    async (add, pace) => {
      let count = 0;
      await eachPage(read, pace, (rows) => {
        for (const r of rows) add(fields.map((f) => f.cell(r)));
        count += rows.length;
      });
      const below = footer?.(count) ?? [];
      if (below.length) add([]);
      below.forEach((row, i) => add(row, i === 0));
    },
  );
}

/** A column's letters (0 is A, 26 is AA). */
function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

export type OrderExportKind = 'all' | 'unpaid' | 'delivery' | 'self';

/** Each list's orders (the revenue report's row for the same set: reports.ts ORDER_SETS) and sheet. */
const ORDER_EXPORTS: Record<OrderExportKind, { orders: RevenueOrderSet; sheet: string }> = {
  all: { orders: 'all', sheet: 'Applicants' },
  unpaid: { orders: 'unpaid', sheet: 'Unpaid' },
  delivery: { orders: 'delivery', sheet: 'Delivery' },
  self: { orders: 'self', sheet: 'Self pick-up' },
};

/**
 * The order's money columns, in file order, each the figure of the revenue report (report-order-amt)
 * of the same name (reports.ts ORDER_MONEY says what it is). They are filled on the order's first row
 * only, so a column's sum is the orders' total and equals the report's row for the same orders; on
 * every order items − discount + shipping + system fee = amount. A new one (a refund) is one more
 * entry here and in ORDER_MONEY.
 */
export const ORDER_MONEY_COLUMNS: readonly {
  field: OrderMoneyField;
  th: string;
  en: string;
  width: number;
}[] = [
  { field: 'items_amount', th: 'ค่าสมัครรวม (บาท)', en: 'Items (THB)', width: 14 },
  { field: 'discount_amount', th: 'ส่วนลด (บาท)', en: 'Discount (THB)', width: 12 },
  { field: 'delivery_type_price', th: 'ค่าจัดส่ง (บาท)', en: 'Shipping (THB)', width: 12 },
  { field: 'system_fee_amount', th: 'ค่าธรรมเนียมระบบ (บาท)', en: 'System fee (THB)', width: 14 },
  { field: 'total', th: 'ยอดคำสั่งซื้อ (บาท)', en: 'Order amount (THB)', width: 16 },
  { field: 'payment_fee_amount', th: 'ค่าธรรมเนียมชำระเงิน (บาท)', en: 'Payment fee (THB)', width: 16 },
  { field: 'received_amount', th: 'ยอดรับชำระ (บาท)', en: 'Amount received (THB)', width: 16 },
  { field: 'refunded_amount', th: 'คืนเงินแล้ว (บาท)', en: 'Refunded (THB)', width: 14 },
];

/** The rows below a list of orders: each money column's sum, and what the money columns are. */
const ORDER_FOOTER = {
  total: { th: 'รวม', en: 'Total' },
  note: {
    th: 'ยอดเงินของคำสั่งซื้ออยู่ในแถวแรกของคำสั่งซื้อเท่านั้น ผลรวมของแต่ละคอลัมน์จึงเท่ากับยอดรวมของคำสั่งซื้อ และตรงกับรายงานยอดรายได้ ค่าสมัครรวม − ส่วนลด + ค่าจัดส่ง + ค่าธรรมเนียมระบบ = ยอดคำสั่งซื้อ ยอดรับชำระคือยอดที่ชำระแล้ว (รวมค่าธรรมเนียมชำระเงิน) ของคำสั่งซื้อที่ชำระเงินแล้ว',
    en: "An order's money is on its first row only, so each column sums to the orders' total, as on the revenue report. Items − discount + shipping + system fee = order amount; amount received is what paid orders paid (payment fee included).",
  },
} as const satisfies Record<string, Record<Language, string>>;

/**
 * report-order-excel-all (INITIAL and PAID), report-order-unpaid (INITIAL), report-order-excel-delivery
 * and -self (INITIAL and PAID whose pickup needs an address, or not): one row per person (team members
 * included). Order money sits on the order's first row only (ORDER_MONEY_COLUMNS), with each column's
 * total and a note below the list; each person's own entry fee (race type + shirt) is on every row.
 */
async function ordersSheet(
  db: Db,
  event: EventRow,
  kind: OrderExportKind,
  lang: Language,
): Promise<Readable> {
  const spec = ORDER_EXPORTS[kind];
  const [selects, options] = await Promise.all([
    db
      .select()
      .from(additionalSelects)
      .where(eq(additionalSelects.eventId, event.id))
      .orderBy(asc(additionalSelects.slot)),
    lang === 'en'
      ? db
          .select({ id: additionalOptions.id, nameEn: additionalOptions.nameEn })
          .from(additionalOptions)
          .innerJoin(additionalSelects, eq(additionalSelects.id, additionalOptions.selectId))
          .where(eq(additionalSelects.eventId, event.id))
      : [],
  ]);
  /** An additional choice as the file's language names it (stored in Thai on the runner row). */
  const englishChoice = new Map(options.filter((o) => o.nameEn).map((o) => [o.id, o.nameEn]));
  const label = labelsIn(lang);
  const freeLabel = (coupon: boolean) =>
    message(coupon ? 'label.method.FREE_COUPON' : 'label.method.FREE', lang);

  const people = activePeopleOf(event.id, orderSetCondition(spec.orders));
  const read = (after: number) =>
    peoplePage(
      db
        .select({
          ...personFields(lang),
          uuid: orders.uuid,
          status: orders.status,
          createdAt: orders.createdAt,
          paidAt: orders.paidAt,
          paymentMethod: orders.paymentMethod,
          couponCode: orders.couponCode,
          money: ORDER_MONEY,
          orderId: runners.orderId,
          entryFee: sql<number>`${runners.runTypePrice} + ${runners.shirtPrice}`.mapWith(Number),
          nationality: runners.nationality,
          email: runners.email,
          bloodGroup: runners.bloodGroup,
          healthProblem: runners.healthProblem,
          emergencyName: runners.emergencyName,
          emergencyRelation: runners.emergencyRelation,
          emergencyMobileNo: runners.emergencyMobileNo,
          additional: runners.additionalChoices,
          customField1: runners.customField1,
          deliveryTypeName: inLanguage(lang, orders.deliveryTypeName, deliveryTypes.nameEn),
          addName: orders.deliveryAddName,
          addMobile: orders.deliveryAddMobileNo,
          addNo: orders.deliveryAddNo,
          addSubDistrict: orders.deliveryAddSubDistrict,
          addDistrict: orders.deliveryAddDistrict,
          addProvince: orders.deliveryAddProvince,
          addPostcode: orders.deliveryAddPostcode,
        })
        .from(runners)
        .$dynamic(),
      people,
      after,
    );

  type Row = Awaited<ReturnType<typeof read>>[number] & {
    n: number;
    first: boolean;
    choice: Map<number, string>;
  };
  const person = personColumns(event.eventDate, label);
  const custom = event.isCustomField1
    ? [
        {
          column: {
            header: `${event.customField1Name} / ${event.customField1NameEn || event.customField1Name}`,
            width: 18,
          },
          cell: (r: Row) => r.customField1,
        },
      ]
    : [];
  const money = ORDER_MONEY_COLUMNS.map((m) =>
    // Order money on the order's first row only, so that a column sum is the orders' sum.
    field<Row>(m.th, m.en, m.width, (r) => (r.first ? toBaht(Number(r.money[m.field])) : null), true),
  );
  const entryFee = field<Row>('ค่าสมัคร (บาท)', 'Entry fee (THB)', 14, (r) => toBaht(r.entryFee), true);
  const fields: Field<Row>[] = [
    field('ลำดับ', 'No.', 8, (r) => r.n),
    field('เลขที่คำสั่งซื้อ', 'Order ID', 38, (r) => r.uuid),
    field('สถานะ', 'Status', 14, (r) => label.status(r.status)),
    field('วันที่สมัคร', 'Created', 18, (r) => bangkokDateTime(r.createdAt)),
    field('วันที่ชำระ', 'Paid at', 18, (r) => (r.paidAt ? bangkokDateTime(r.paidAt) : null)),
    field('ช่องทางชำระ', 'Payment method', 16, (r) =>
      // An order that cost nothing was paid by no method (as the order page says): free, by a coupon or not.
      r.paymentMethod === 'FREE' || (r.status === 'PAID' && Number(r.money.received_amount) === 0)
        ? freeLabel(r.couponCode !== null)
        : label.method(r.paymentMethod),
    ),
    entryFee,
    ...money,
    ...person.name,
    field('สัญชาติ', 'Nationality', 11, (r) => label.nationality(r.nationality)),
    person.idCard,
    person.mobile,
    field('อีเมล', 'Email', 26, (r) => r.email),
    field('กรุ๊ปเลือด', 'Blood group', 9, (r) => label.bloodGroup(r.bloodGroup)),
    field('โรคประจำตัว', 'Health problem', 16, (r) => r.healthProblem),
    field('ผู้ติดต่อฉุกเฉิน', 'Emergency contact', 18, (r) => r.emergencyName),
    field('ความสัมพันธ์', 'Relation', 12, (r) => r.emergencyRelation),
    field('เบอร์ฉุกเฉิน', 'Emergency mobile', 13, (r) => r.emergencyMobileNo),
    ...person.entry,
    ...selects.map((s) => ({
      column: { header: `${s.label} / ${s.labelEn || s.label}`, width: 18 },
      cell: (r: Row) => r.choice.get(s.slot) ?? null,
    })),
    ...custom,
    ...person.team,
    person.bibNo,
    field('การรับเสื้อ/BIB', 'Pick-up', 22, (r) => r.deliveryTypeName),
    field('ชื่อผู้รับ', 'Recipient', 20, (r) => r.addName || null),
    field('เบอร์ผู้รับ', 'Recipient mobile', 13, (r) => r.addMobile || null),
    field('ที่อยู่', 'Address', 28, (r) => r.addNo || null),
    field('แขวง/ตำบล', 'Sub-district', 16, (r) => r.addSubDistrict || null),
    field('เขต/อำเภอ', 'District', 16, (r) => r.addDistrict || null),
    field('จังหวัด', 'Province', 16, (r) => r.addProvince || null),
    field('รหัสไปรษณีย์', 'Postcode', 10, (r) => r.addPostcode || null),
  ];

  let n = 0;
  // Orders whose money is already on a row: ids only, a few hundred kB for the biggest event. (A
  // correlated min(id) per row let the planner walk the whole table for each row on PGlite.)
  const moneyShown = new Set<number>();
  // Each money column's total in satang (the entry fees' too), added up as the rows go by.
  const totals = new Map<Field<Row>, number>();
  const numbered = async (after: number) =>
    (await read(after)).map((r) => {
      const first = !moneyShown.has(r.orderId);
      moneyShown.add(r.orderId);
      totals.set(entryFee, (totals.get(entryFee) ?? 0) + r.entryFee);
      if (first)
        ORDER_MONEY_COLUMNS.forEach((m, i) =>
          totals.set(money[i]!, (totals.get(money[i]!) ?? 0) + Number(r.money[m.field])),
        );
      const choice = new Map(r.additional.map((c) => [c.slot, englishChoice.get(c.optionId) ?? c.name]));
      // The row itself, not a copy of its forty fields (a copy per runner).
      return Object.assign(r, { n: ++n, first, choice });
    });
  /** Under each money column its SUM over the rows (with the total it comes to), then the note. */
  const footer = (rowCount: number): Cell[][] => [
    fields.map((f, i) => {
      if (i === 1) return ORDER_FOOTER.total[lang];
      const satang = totals.get(f);
      if (satang === undefined) return f.column.money ? 0 : null;
      const letters = columnLetters(i);
      return { formula: `SUM(${letters}2:${letters}${rowCount + 1})`, result: toBaht(satang) };
    }),
    [null, ORDER_FOOTER.note[lang]],
  ];
  return listSheet(spec.sheet, fields, numbered, footer);
}

// ---- bib pick-up ---------------------------------------------------------------------------------

/**
 * POST /v1/organizer/report-runner-excel-checkbib: the people of PAID orders (those who get a bib),
 * all of them or only those who have (Y) or have not (N) collected their bib.
 */
export async function exportCheckbib(
  db: Db,
  user: UserRow,
  input: { eventKey: string; isCheckbib: 'Y' | 'N' | 'ALL' },
  lang: Language,
  now = new Date(),
): Promise<XlsxFile> {
  const event: EventRow = await eventForUser(db, user, input.eventKey);
  const people = paidPeopleOf(
    event.id,
    input.isCheckbib === 'ALL' ? undefined : eq(runners.isCheckbib, input.isCheckbib === 'Y'),
  );
  const read = (after: number) =>
    peoplePage(
      db
        .select({
          ...personFields(lang),
          uuid: orders.uuid,
          deliveryTypeName: inLanguage(lang, orders.deliveryTypeName, deliveryTypes.nameEn),
          trackingNo: orders.trackingNo,
          isCheckbib: runners.isCheckbib,
          checkbibAt: runners.checkbibAt,
          collectedBy: runners.checkbibCollectedBy,
        })
        .from(runners)
        .$dynamic(),
      people,
      after,
    );
  type Row = Awaited<ReturnType<typeof read>>[number] & { n: number };

  const label = labelsIn(lang);
  const person = personColumns(event.eventDate, label);
  const fields: Field<Row>[] = [
    field('ลำดับ', 'No.', 8, (r) => r.n),
    field('เลขที่คำสั่งซื้อ', 'Order ID', 38, (r) => r.uuid),
    person.bibNo,
    ...person.name,
    person.idCard,
    person.mobile,
    ...person.entry,
    ...person.team,
    field('รับ BIB แล้ว', 'Bib collected', 10, (r) => label.bibCollected(r.isCheckbib)),
    field('เวลารับ BIB', 'Collected at', 18, (r) => (r.checkbibAt ? bangkokDateTime(r.checkbibAt) : null)),
    field('ผู้รับแทน', 'Collected by', 24, (r) => r.collectedBy),
    // A kit sent by post is not collected at the desk: how it goes, and its EMS number once posted.
    field('การรับเสื้อ/BIB', 'Pick-up', 22, (r) => r.deliveryTypeName),
    field('เลขพัสดุ EMS', 'EMS tracking number', 18, (r) => r.trackingNo),
  ];
  let n = 0;
  const numbered = async (after: number) => (await read(after)).map((r) => Object.assign(r, { n: ++n }));
  const stream = listSheet('Bib check', fields, numbered);
  return { ...fileFor(`checkbib${input.isCheckbib}`, event.eventKey, lang, now), stream };
}
