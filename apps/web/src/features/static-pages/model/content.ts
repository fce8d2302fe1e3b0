/**
 * Long texts live in the catalogs as arrays (read with `returnObjects: true`). These guards turn what
 * i18next returns into plain shapes, so a missing or mistyped key shows nothing instead of crashing.
 */

export interface TextStep {
  title: string;
  text: string;
}

/** Where a section's "read more" link goes. */
export type SectionLink = 'refund' | 'privacy' | 'terms' | 'findOrder' | 'events';

export interface PolicySection {
  title: string;
  /** Shown first. */
  paragraphs: string[];
  /** A bulleted list. */
  items: string[];
  /** A numbered list. */
  steps: string[];
  /** Shown after the lists. */
  notes: string[];
  link: SectionLink | null;
}

const LINKS: readonly SectionLink[] = ['refund', 'privacy', 'terms', 'findOrder', 'events'];

export const SECTION_PATHS: Record<SectionLink, string> = {
  refund: '/refund-policy',
  privacy: '/privacy-policy',
  terms: '/terms-of-use',
  findOrder: '/find-order',
  events: '/',
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

export function toSteps(value: unknown): TextStep[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) =>
    isRecord(v) && typeof v.title === 'string' && typeof v.text === 'string'
      ? [{ title: v.title, text: v.text }]
      : [],
  );
}

export function toSections(value: unknown): PolicySection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    if (!isRecord(v) || typeof v.title !== 'string') return [];
    const link = LINKS.find((l) => l === v.link) ?? null;
    return [
      {
        title: v.title,
        paragraphs: strings(v.paragraphs),
        items: strings(v.items),
        steps: strings(v.steps),
        notes: strings(v.notes),
        link,
      },
    ];
  });
}
