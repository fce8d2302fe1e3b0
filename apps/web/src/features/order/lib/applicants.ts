import type { OrderApplicant } from '@raceday/domain/validation';

/** One person of an order (values masked by the server as the viewer requires). */
export type Applicant = OrderApplicant;

/** An entry: an applicant and, for a team entry, the members who follow them. */
export interface ApplicantEntry {
  applicant: Applicant;
  members: Applicant[];
}

/**
 * The applicants of runner_json (the server writes it from the same type); a malformed value is an
 * empty list rather than a broken page.
 */
export function parseApplicants(json: string): Applicant[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? (list as Applicant[]) : [];
  } catch {
    return [];
  }
}

/** Team members (team_position > 1) go under the captain listed before them. */
export function groupApplicants(applicants: readonly Applicant[]): ApplicantEntry[] {
  const entries: ApplicantEntry[] = [];
  for (const applicant of applicants) {
    const last = entries[entries.length - 1];
    if (applicant.team_position > 1 && last) last.members.push(applicant);
    else entries.push({ applicant, members: [] });
  }
  return entries;
}

export const fullName = (a: Pick<Applicant, 'fname' | 'lname'>): string => `${a.fname} ${a.lname}`.trim();

/** '-', blank and null all read as "nothing". */
export const hasValue = (v: string | null | undefined): v is string =>
  !!v && v.trim() !== '' && v.trim() !== '-';
