// What the API state walk (scripts/test-api-states.mjs) checks, apart from the browser.

/**
 * Words the product never shows (its texts are Vietnamese, contract/messages.ts): a raw exception,
 * a value printed without a text, or a browser's own error. Whole words, case as written.
 */
export const englishWords = [
  'Error',
  'Failed',
  'Unauthorized',
  'Forbidden',
  'Internal Server Error',
  'Bad Request',
  'undefined',
  'null',
  'NaN',
  'Loading',
  'Network',
  'TypeError',
  'Something went wrong',
  'Not found',
  'Not Found',
  'Invalid',
  'Unexpected',
  'Cannot read',
  'is not a function',
  'Infinity',
  '[object Object]',
];
/** The same, in any case. */
export const englishPhrases = ['failed to fetch', 'network error', 'something went wrong', 'internal server error', 'load failed'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPatterns = englishWords.map((word) => new RegExp(`(?<![\\p{L}\\p{N}_])${escape(word)}(?![\\p{L}\\p{N}_])`, 'u'));
const phrasePatterns = englishPhrases.map((phrase) => new RegExp(escape(phrase), 'iu'));

/** The English words found in a visible text. */
export function englishIn(text) {
  const found = [];
  englishWords.forEach((word, i) => wordPatterns[i].test(text) && found.push(word));
  englishPhrases.forEach((phrase, i) => phrasePatterns[i].test(text) && !found.some((word) => word.toLowerCase() === phrase) && found.push(phrase));
  return found;
}

/** One story per screen file: the one named Default, else the first in index order. */
export function screenStories(entries) {
  const byFile = new Map();
  for (const entry of entries) {
    if (!entry.tags?.includes('screen')) continue;
    const chosen = byFile.get(entry.importPath);
    if (!chosen || (entry.name === 'Default' && chosen.name !== 'Default')) byFile.set(entry.importPath, entry);
  }
  return [...byFile.values()];
}
