/** zod issues -> text in the page's language, with the domain's catalogs (the server speaks the same). */
import type { Language } from '@raceday/domain';
import { describeIssue, issueField, validationCatalogs, type IssueLike } from '@raceday/domain/validation';
import { ApiError } from './api';

/** The sentence of an issue without the field path describeIssue puts in front of it. */
export function issueText(issue: IssueLike, lang: Language): string {
  const full = describeIssue(issue, lang);
  const prefix = `${issueField(issue) || validationCatalogs[lang].body}: `;
  const text = full.startsWith(prefix) ? full.slice(prefix.length) : full;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The text of a catalog key such as 'v.thai_id_checksum'. */
export function catalogText(key: string, lang: Language): string {
  const text = validationCatalogs[lang][key] ?? key;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A server message "runner_list.0.fname: is required" without its field path. */
export function stripFieldPrefix(message: string, field: string | undefined): string {
  if (field && message.startsWith(`${field}: `)) {
    const text = message.slice(field.length + 2);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return message;
}

/**
 * Field -> first problem, from a domain schema run on the page: the same rules and words as the
 * server, before anything is sent.
 */
export function schemaFieldErrors<F extends string>(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: IssueLike[] } } },
  values: Record<F, string>,
  lang: Language,
): Partial<Record<F, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<F, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issueField(issue) as F;
    if (field in values && !errors[field]) errors[field] = issueText(issue, lang);
  }
  return errors;
}

/** A server 400 that names one of the form's fields, as {field: text}; otherwise null. */
export function apiFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> | null {
  if (!(error instanceof ApiError) || !error.field || !fields.includes(error.field as F)) return null;
  return { [error.field]: stripFieldPrefix(error.message, error.field) } as Partial<Record<F, string>>;
}
