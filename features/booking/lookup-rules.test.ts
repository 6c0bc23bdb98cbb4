import { describe, expect, it } from 'vitest';
import { bookingLookupSchema } from '../../contract/bookings';
import { messages } from '../../contract/messages';
import { checkLookup } from './lookup-rules';

const cases = [
  { code: 'K7M2QX', phone: '0912345678' },
  { code: ' k7m-2qx ', phone: ' 0912345678 ' },
  { code: 'k7 m2 qx', phone: '0912345678' },
  { code: '', phone: '' },
  { code: '   ', phone: '   ' },
  { code: 'K7M2Q', phone: '0912345678' },
  { code: 'K7M2QXX', phone: '0912345678' },
  { code: 'K7M2Q0', phone: '0912345678' },
  { code: 'I7M2QX', phone: '0912345678' },
  { code: 'K7M2QX', phone: '091234567' },
  { code: 'K7M2QX', phone: '09123456789' },
  { code: 'K7M2QX', phone: '09123a5678' },
];

describe('checkLookup', () => {
  it.each(cases)('agrees with the contract on %o', (fields) => {
    const parsed = bookingLookupSchema.safeParse(fields);
    const checked = checkLookup(fields);
    if (parsed.success) {
      expect(checked).toEqual({ values: parsed.data, errors: null });
    } else {
      const first = (path: string) => parsed.error.issues.find((issue) => issue.path[0] === path)?.message;
      expect(checked.errors).toEqual(
        Object.fromEntries(
          (['code', 'phone'] as const).flatMap((key) => {
            const message = first(key);
            return message ? [[key, message]] : [];
          }),
        ),
      );
    }
  });

  it('normalises the code as typed and names what is missing', () => {
    expect(checkLookup({ code: 'k7m-2qx', phone: '0912345678' }).values).toEqual({ code: 'K7M2QX', phone: '0912345678' });
    expect(checkLookup({ code: '', phone: '' }).errors).toEqual({ code: messages.bookings.codeRequired, phone: messages.validation.phoneRequired });
  });
});
