/**
 * Phrases that mean "contact", "book", "meet" or "make an appointment". A visitor who types
 * one gets the booking form instead of a bot answer.
 */
const CONTACT_PHRASES = ['liên hệ', 'đặt lịch', 'đặt hẹn', 'hẹn', 'lịch hẹn', 'gặp', 'book', 'booking', 'contact', 'appointment', 'meet', 'meeting'];

/** Lower case, with every letter in its composed form, so 'Đặt' typed with any keyboard compares equal. */
function normalise(text: string) {
  return text.normalize('NFC').toLocaleLowerCase('vi');
}

/** Without tone marks and with đ as d: how people type Vietnamese on a keyboard without them. */
export function foldDiacritics(text: string) {
  return normalise(text)
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

function words(text: string) {
  return normalise(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A word the visitor typed stands for a phrase's word when it is the same word, or when it
 * was typed without any marks and is the same once the phrase's marks are dropped. A word
 * typed with other marks is another word: 'gấp' (urgent) is not 'gặp' (meet).
 */
function sameWord(typed: string, wanted: string) {
  if (typed === wanted) return true;
  return typed === foldDiacritics(typed) && typed === foldDiacritics(wanted);
}

const phrases = CONTACT_PHRASES.map(words);

/** Whether the message asks to contact the garage or book a visit, as whole words. */
export function isContactRequest(text: string) {
  const typed = words(text);
  return phrases.some((phrase) =>
    typed.some((_, start) => start + phrase.length <= typed.length && phrase.every((word, offset) => sameWord(typed[start + offset]!, word))),
  );
}
