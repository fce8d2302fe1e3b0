/**
 * A domain schema, the one the server applies, as the validator of a @mantine/form form through
 * schemaResolver: the form's values (strings, as inputs hold them) are turned into the request's
 * shape, the schema checks that, and each issue lands on the field it is about in the page's language.
 */
import type { schemaResolver } from '@mantine/form';
import type { Language } from '@raceday/domain';
import type { IssueLike } from '@raceday/domain/validation';
import { issueText } from '@/lib/issues';

type StandardSchema = Parameters<typeof schemaResolver>[0];

/** What a form needs of a domain (zod) schema. */
interface DomainSchema<Out> {
  safeParse(
    input: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: IssueLike[] } };
}

export interface FormSchema<Values, Out> extends StandardSchema {
  /** The schema's output for values that pass: what the submit handler sends or keeps. */
  parse: (values: Values) => Out;
}

export function formSchema<Values, Out>(
  schema: DomainSchema<Out>,
  options: {
    /** The form's values in the shape the schema takes. */
    input: (values: Values) => unknown;
    /** The form path of an issue's path; by default the same ('fname', 'members.0.id_card'). */
    field?: (path: readonly PropertyKey[]) => string;
    lang: Language;
  },
): FormSchema<Values, Out> {
  const { input, field = (path) => path.map(String).join('.'), lang } = options;
  return {
    '~standard': {
      version: 1,
      vendor: 'raceday',
      validate: (values) => {
        const parsed = schema.safeParse(input(values as Values));
        if (parsed.success) return { value: parsed.data };
        return {
          issues: parsed.error.issues.map((issue) => ({
            path: field(issue.path).split('.'),
            message: issueText(issue, lang),
          })),
        };
      },
    },
    parse: (values) => {
      const parsed = schema.safeParse(input(values));
      // Only called once validation passed: a failure here is a bug, not a runner's mistake.
      if (!parsed.success) throw new Error('Form values that failed validation were submitted');
      return parsed.data;
    },
  };
}
