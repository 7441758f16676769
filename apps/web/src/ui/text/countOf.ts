/** "1 ride", "3 rides": a count with its noun in the right number (English nouns; `many` for the odd one). */
export const countOf = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;
