/** The seeds speak Y/N flags on the wire; inside the product they are booleans. */
export type YN = 'Y' | 'N';
export const yn = (b: boolean): YN => (b ? 'Y' : 'N');
