import { formatPrice } from '../contract/format';

/** Money as a reader sees it: the matchers compare text with its no-break space made plain. */
export const moneyText = (amount: number) => formatPrice(amount).replace(/\s/g, ' ');
