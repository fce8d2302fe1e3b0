/** The applicants of an order, from the inquiry's runner_json (values masked by the server). */
export interface Applicant {
  id_card: string;
  fname: string;
  lname: string;
  sex: string;
  dob: string;
  nationality: string;
  mobile_no: string;
  email: string;
  blood_group: string;
  emergency_name: string;
  emergency_relation: string;
  emergency_mobile_no: string;
  run_type_name: string;
  run_type_price: number;
  run_type_description: string;
  run_model_name: string;
  runner_team: string;
  t_shirt_name: string;
  additional1_name: string;
  additional2_name: string;
  is_main_register: string;
  /** 1 for an individual entry or a team's captain; 2, 3 for the captain's members. */
  team_position: number;
}

/** An entry: an applicant and, for a team entry, the members who follow them. */
export interface ApplicantEntry {
  applicant: Applicant;
  members: Applicant[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function toApplicant(raw: unknown): Applicant | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  return {
    id_card: text(r.id_card),
    fname: text(r.fname),
    lname: text(r.lname),
    sex: text(r.sex),
    dob: text(r.dob),
    nationality: text(r.nationality),
    mobile_no: text(r.mobile_no),
    email: text(r.email),
    blood_group: text(r.blood_group),
    emergency_name: text(r.emergency_name),
    emergency_relation: text(r.emergency_relation),
    emergency_mobile_no: text(r.emergency_mobile_no),
    run_type_name: text(r.run_type_name),
    run_type_price: typeof r.run_type_price === 'number' ? r.run_type_price : Number(r.run_type_price) || 0,
    run_type_description: text(r.run_type_description),
    run_model_name: text(r.run_model_name),
    runner_team: text(r.runner_team),
    t_shirt_name: text(r.t_shirt_name),
    additional1_name: text(r.additional1_name),
    additional2_name: text(r.additional2_name),
    is_main_register: text(r.is_main_register),
    team_position: typeof r.team_position === 'number' ? r.team_position : Number(r.team_position) || 1,
  };
}

/** Parses runner_json; a malformed value is an empty list rather than a broken page. */
export function parseApplicants(json: string): Applicant[] {
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) return [];
    return list.map(toApplicant).filter((a): a is Applicant => a !== null);
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
