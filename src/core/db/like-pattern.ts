/** An ILIKE pattern that finds `text` anywhere: `%`, `_` and `\` typed in a search box match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, character => `\\${character}`)}%`
}
