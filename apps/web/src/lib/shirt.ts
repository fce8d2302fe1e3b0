/**
 * A shirt size as a runner reads it: "เสื้อ M" from the catalog's wording, but a size whose name
 * already says shirt ("เสื้อทีม M", "Team shirt M") as it is, never "เสื้อ เสื้อทีม M".
 */
export function shirtText(name: string, withWord: (size: string) => string): string {
  return /เสื้อ|shirt/i.test(name) ? name : withWord(name);
}
