import type { z } from 'zod';
import { requiredText } from '../../contract/common';
import { messages } from '../../contract/messages';
import { checkoutBodySchema } from '../../contract/orders';

/**
 * The order form: the server's checkout rules, with the delivery address required here
 * (the spec asks for it; the server accepts it missing only for the deployed client).
 */
export const checkoutFormSchema = checkoutBodySchema
  .pick({ name: true, email: true, phone: true, note: true })
  .extend({ address: requiredText(messages.validation.addressRequired, 300) });

export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

export const emptyCheckout = { name: '', email: '', phone: '', address: '', note: '' } satisfies CheckoutFormInput;
