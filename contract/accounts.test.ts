import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX, updateAccountBodySchema } from './accounts';
import { checkoutBodySchema } from './orders';
import { format, messages } from './messages';

function firstError(input: unknown) {
  const result = updateAccountBodySchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
}

describe('updateAccountBodySchema: phone and address', () => {
  it('keeps them when absent (the deployed client never sends them) and trims what it keeps', () => {
    expect(updateAccountBodySchema.parse({ fullName: 'An', roles: true, image: null })).not.toHaveProperty('phone');
    expect(updateAccountBodySchema.parse({ phone: ' 0908765432 ', address: ' 12 Lê Lợi ' })).toMatchObject({ phone: '0908765432', address: '12 Lê Lợi' });
  });

  it("accepts '' (or spaces) to clear them", () => {
    expect(updateAccountBodySchema.parse({ phone: '  ', address: '' })).toMatchObject({ phone: '', address: '' });
  });

  it("refuses a phone the checkout would refuse, with the checkout's words", () => {
    for (const phone of ['09087', '09087654321', '0908 765 43', 'abcdefghij', 908765432, null]) {
      expect(firstError({ phone })).toBe(messages.validation.phoneInvalid);
    }
  });

  it('reads a phone as people write it and keeps its ten digits', () => {
    for (const phone of ['0908 765 432', '0908.765.432', '+84 908 765 432']) {
      expect(updateAccountBodySchema.parse({ phone }).phone).toBe('0908765432');
    }
  });

  it('caps the address where the checkout does, so a saved address always fits an order', () => {
    expect(firstError({ address: 'x'.repeat(ADDRESS_MAX + 1) })).toBe(format(messages.validation.textTooLong, { max: ADDRESS_MAX }));
    const longest = 'x'.repeat(ADDRESS_MAX);
    expect(updateAccountBodySchema.parse({ address: longest }).address).toBe(longest);
    expect(checkoutBodySchema.shape.address.safeParse(longest).success).toBe(true);
    expect(checkoutBodySchema.shape.address.safeParse(`${longest}x`).success).toBe(false);
  });
});
