import { useMemo, useRef, type FormEvent } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { focusFirstError } from '@/components/forms/focus-first-error';
import type { FormSchema } from '@/components/forms/form-schema';

/**
 * An order-edit form checked by its domain schema: the form, the ref of its <form> element (a refused
 * submit moves the focus to the first wrong field), and EditFormCard's submit handler, which hands the
 * schema's output to `save` and ignores another submit while a save is under way.
 */
export function useEditForm<Values extends object, Out>(
  schema: FormSchema<Values, Out>,
  initialValues: Values,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values, Out>({
    mode: 'controlled',
    initialValues,
    validate: useMemo(() => schemaResolver(schema, { sync: true }), [schema]),
    transformValues: schema.parse,
  });
  const onSubmit = (save: (values: Out) => void, saving: boolean) => (e: FormEvent<HTMLFormElement>) =>
    saving ? e.preventDefault() : form.onSubmit(save, () => focusFirstError(formRef.current))(e);
  return { form, formRef, onSubmit };
}
