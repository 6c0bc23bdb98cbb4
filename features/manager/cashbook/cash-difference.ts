import { formatPrice } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';

export type DifferenceTone = 'red' | 'orange' | 'green';

/** The count against the book in words, not only colour: 'Thiếu 50.000 ₫', 'Thừa 20.000 ₫', or that it matches. */
export function differenceText(difference: number): string {
  if (difference < 0) return format(messages.cashbookScreen.shortage, { amount: formatPrice(-difference) });
  if (difference > 0) return format(messages.cashbookScreen.surplus, { amount: formatPrice(difference) });
  return messages.cashbookScreen.balanced;
}

/** Missing cash is the worse news: red; cash over the book is still to explain: orange. */
export function differenceTone(difference: number): DifferenceTone {
  if (difference < 0) return 'red';
  if (difference > 0) return 'orange';
  return 'green';
}
