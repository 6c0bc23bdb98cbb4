import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { repairLookupSchema } from '../../contract/repairs';
import { checkTracking } from './tracking-rules';

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

describe('checkTracking', () => {
  it.each(cases)('takes and refuses what the contract does, on %o', (fields) => {
    const parsed = repairLookupSchema.safeParse(fields);
    const checked = checkTracking(fields);
    if (parsed.success) {
      expect(checked).toEqual({ values: parsed.data, errors: null });
      return;
    }
    const refused = (path: string) => parsed.error.issues.some((issue) => issue.path[0] === path);
    expect(Object.keys(checked.errors ?? {}).sort()).toEqual((['code', 'phone'] as const).filter(refused).sort());
    // The phone is refused in the booking lookup's words, as the server says them.
    const phoneIssue = parsed.error.issues.find((issue) => issue.path[0] === 'phone')?.message;
    expect(checked.errors?.phone).toBe(phoneIssue);
  });

  it('names the job, not a booking, when the reference is missing or malformed', () => {
    expect(checkTracking({ code: '', phone: '0912345678' }).errors).toEqual({ code: messages.repairTracking.codeRequired });
    expect(checkTracking({ code: 'ABC', phone: '0912345678' }).errors).toEqual({ code: messages.repairTracking.codeInvalid });
    expect(checkTracking({ code: ' k7m-2qx ', phone: '0912345678' }).values).toEqual({ code: 'K7M2QX', phone: '0912345678' });
  });
});
