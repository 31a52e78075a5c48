/**
 * A word that records carry, said in another language (issue 36): a theme of products or services,
 * a declination's option (« Demi-bouteille »). The API gives such a word no id of its own — each
 * language's records carry their own words (`viandes-rouges` in French, `red-meat` in English) —
 * but the records have one: a word is known by the records that carry it. Pure, no API types.
 */

/** A record and the words it carries, in one language. */
export interface RecordWords {
  id: number;
  words: readonly string[];
}

/** The ids of the records carrying each word, as a sorted, comma-joined key. */
function carriers(records: readonly RecordWords[]): Map<string, string> {
  const ids = new Map<string, number[]>();
  for (const record of records) {
    for (const word of new Set(record.words)) ids.set(word, [...(ids.get(word) ?? []), record.id]);
  }
  return new Map([...ids].map(([word, list]) => [word, list.sort((a, b) => a - b).join(',')]));
}

/**
 * `words` (read in the records `here`) in the words of the same records `there`: each becomes the one
 * word that exactly the same records carry there. A word no record here carries, or that no word or
 * several words there match (two themes on the same records), is left out: a guess would show a
 * list the visitor did not ask for. Order kept, duplicates dropped.
 */
export function wordsAcrossLanguages(words: readonly string[], here: readonly RecordWords[], there: readonly RecordWords[]): string[] {
  const hereCarriers = carriers(here);
  const thereByCarriers = new Map<string, string[]>();
  for (const [word, key] of carriers(there)) thereByCarriers.set(key, [...(thereByCarriers.get(key) ?? []), word]);
  const out: string[] = [];
  for (const word of words) {
    const key = hereCarriers.get(word);
    const matches = key === undefined ? [] : (thereByCarriers.get(key) ?? []);
    const [match] = matches;
    if (matches.length === 1 && match !== undefined && !out.includes(match)) out.push(match);
  }
  return out;
}
