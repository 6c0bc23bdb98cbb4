import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { checkoutFormSchema, emptyCheckout } from './checkout-schema';

function errorsOf(input: unknown) {
  const result = checkoutFormSchema.safeParse(input);
  // The form shows the first problem of each field, as the resolver does.
  const first: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('checkout form', () => {
  it('asks for name, e-mail, phone and address; the note may stay empty', () => {
    expect(errorsOf(emptyCheckout)).toEqual({
      name: messages.validation.fullNameRequired,
      email: messages.validation.emailRequired,
      phone: messages.validation.phoneRequired,
      address: messages.validation.addressRequired,
    });
  });

  it('checks the e-mail and the 10-digit phone, and trims what it keeps', () => {
    expect(errorsOf({ ...emptyCheckout, name: 'An', email: 'an@', phone: '09123', address: 'Q1' })).toEqual({
      email: messages.validation.emailInvalid,
      phone: messages.validation.phoneInvalid,
    });
    expect(checkoutFormSchema.parse({ name: ' Nguyễn An ', email: 'an@example.com', phone: '0912345678', address: ' 12 Lê Lợi ', note: '' })).toEqual({
      name: 'Nguyễn An',
      email: 'an@example.com',
      phone: '0912345678',
      address: '12 Lê Lợi',
      note: '',
    });
  });
});
