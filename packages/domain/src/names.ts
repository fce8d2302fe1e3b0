/**
 * Thai vowels written before the consonant they follow in speech (เ แ โ ใ ไ, U+0E40-U+0E44): a name's
 * initial is the consonant after them ("เมธี" -> "ม"), never the vowel.
 */
const LEADING_VOWEL = /^[\u0E40-\u0E44]+/u;

/** The letter that stands for one name on an avatar: its first letter, past Thai leading vowels. */
function initialOf(name: string): string {
  const first = Array.from(name.trim().replace(LEADING_VOWEL, ''))[0];
  return first ? first.toLocaleUpperCase('en') : '';
}

/**
 * Avatar initials: one letter for each given name part (first name, last name), in order, skipping empty
 * parts: initials('สมใจ', 'ใจดี') -> "สจ", initials('somchai', 'jaidee') -> "SJ", initials('เมธี') -> "ม".
 */
export function initials(...names: (string | null | undefined)[]): string {
  return names.map((n) => initialOf(n ?? '')).join('');
}
