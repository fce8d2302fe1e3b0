/**
 * Input no column can hold, and shapes no call needs, refused before any other work and in time
 * linear in the input's size: a request must never be able to stall the process (a 60 KB body of
 * nested arrays once took 9 s in a check whose cost grew with the square of the depth, and every
 * other request waited).
 *
 * - Shape: no call of the API nests deeper than a handful of levels or takes objects of hundreds of
 *   fields, so a JSON body beyond MAX_JSON_DEPTH, MAX_JSON_OBJECT_FIELDS or MAX_JSON_VALUES is a 400
 *   found by one pass over the text, before it is parsed or validated.
 * - Text PostgreSQL cannot store: a NUL character, or a lone UTF-16 surrogate (`"\ud800"` is valid
 *   JSON but not valid UTF-8, and jsonb refuses it with a 500). Any string or key holding one is a
 *   400 naming the field, for every route, after its own auth hooks (so 401/403 still come first).
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/errors';

/** Deeper than any body the API takes (a team member's shirt inside a runner of an order: 4). */
export const MAX_JSON_DEPTH = 32;
/** More fields than any object the API takes (an order's body has ~40, a runner's ~45). */
export const MAX_JSON_OBJECT_FIELDS = 200;
/** More values than any body the API takes (20 runners of ~45 fields with teams: ~3,000). */
export const MAX_JSON_VALUES = 10_000;

export type ShapeProblem = 'too_deep' | 'too_wide' | 'too_many_values';

/**
 * What makes a JSON text a shape no call takes: nested deeper than MAX_JSON_DEPTH, an object with
 * more than MAX_JSON_OBJECT_FIELDS fields, or more than MAX_JSON_VALUES values in all. One pass over
 * the characters, skipping strings (and the escapes inside them), stopping at the first problem, so
 * the parser and the schemas never see such a body. A text that is not JSON at all is left to the
 * parser to refuse.
 */
export function jsonShapeProblem(text: string): ShapeProblem | null {
  // Per open container: is it an object, and how many commas so far (fields - 1).
  const isObject = new Uint8Array(MAX_JSON_DEPTH + 1);
  const commas = new Uint32Array(MAX_JSON_DEPTH + 1);
  let depth = 0;
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // Jump to the closing quote (indexOf runs natively): one not preceded by an odd run of \.
      let end = text.indexOf('"', i + 1);
      while (end !== -1) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 0x5c /* \\ */) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (end === -1) return null; // an unterminated string: the parser says so
      i = end;
    } else if (c === 0x2c /* , */) {
      if (++values >= MAX_JSON_VALUES) return 'too_many_values';
      if (isObject[depth] && ++commas[depth]! >= MAX_JSON_OBJECT_FIELDS) return 'too_wide';
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > MAX_JSON_DEPTH) return 'too_deep';
      isObject[depth] = c === 0x7b ? 1 : 0;
      commas[depth] = 0;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      if (depth > 0) depth--;
    }
  }
  return null;
}

const shapeRefusal: Record<ShapeProblem, () => AppError> = {
  too_deep: () => new AppError(400, 'http.too_deep', { max: MAX_JSON_DEPTH }),
  too_wide: () => new AppError(400, 'http.too_wide', { max: MAX_JSON_OBJECT_FIELDS }),
  too_many_values: () => new AppError(400, 'http.too_many_values', { max: MAX_JSON_VALUES }),
};

export type BadText = 'nul' | 'surrogate';

/** String.prototype.isWellFormed (Node 20+; TypeScript's lib here predates it). */
const wellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

function badText(s: string): BadText | null {
  if (s.includes('\u0000')) return 'nul';
  if (!wellFormed(s)) return 'surrogate';
  return null;
}

/** A key as a field name can show it: the invisible characters written out. */
const printable = (key: string) =>
  key
    .replaceAll('\u0000', '\\u0000')
    .replace(/[\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/**
 * The first string or key holding a NUL or a lone surrogate, with its path, or null. Iterative and
 * linear: each value is visited once, and a path is built only for the one found (each node keeps
 * its parent's index and its own key).
 */
export function findBadText(value: unknown): { path: string[]; kind: BadText } | null {
  const values: unknown[] = [value];
  const parents: number[] = [-1];
  const keys: string[] = [''];
  const stack: number[] = [0];
  const pathOf = (node: number): string[] => {
    const path: string[] = [];
    for (let n = node; n > 0; n = parents[n]!) path.push(keys[n]!);
    return path.reverse();
  };
  const push = (v: unknown, parent: number, key: string) => {
    stack.push(values.length);
    values.push(v);
    parents.push(parent);
    keys.push(key);
  };
  while (stack.length) {
    const node = stack.pop()!;
    const v = values[node];
    if (typeof v === 'string') {
      const kind = badText(v);
      if (kind) return { path: pathOf(node), kind };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) push(v[i], node, String(i));
    } else if (v !== null && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        const kind = badText(k);
        if (kind) return { path: [...pathOf(node), printable(k)], kind };
        push((v as Record<string, unknown>)[k], node, k);
      }
    }
  }
  return null;
}

async function rejectBadText(req: FastifyRequest): Promise<void> {
  for (const part of [req.body, req.query, req.params]) {
    const found = findBadText(part);
    if (!found) continue;
    const field = found.path.join('.');
    if (found.kind === 'nul') {
      throw field
        ? new AppError(400, 'http.nul_char', { field }, field)
        : new AppError(400, 'http.nul_char_body', {}, '');
    }
    throw field
      ? new AppError(400, 'http.lone_surrogate', { field }, field)
      : new AppError(400, 'http.lone_surrogate_body', {}, '');
  }
}

export function registerBodyChecks(app: FastifyInstance): void {
  // Fastify's own JSON parser (prototype poisoning refused), behind the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const problem = jsonShapeProblem(body as string);
    if (problem) {
      done(shapeRefusal[problem](), undefined);
      return;
    }
    parseJson(req, body as string, done);
  });
  // Each route's own last preValidation step, so the back office's 401/403 still come first.
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.preValidation;
    route.preValidation = [...(own ? (Array.isArray(own) ? own : [own]) : []), rejectBadText];
  });
}
