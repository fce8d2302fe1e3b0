const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with a typed e-mail, as the last part of a translation key (`auth.required`,
 * `staff.invalidEmail`, …): nothing, an empty field, or not an address. The server checks it again.
 */
export function emailProblem(value: string): 'required' | 'invalidEmail' | undefined {
  const email = value.trim();
  if (email === '') return 'required';
  return EMAIL.test(email) ? undefined : 'invalidEmail';
}
