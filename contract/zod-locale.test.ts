import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale';
import { format, messages } from './messages';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues[0]!.message;
};

// Issue 40: a branch tapped before the form's script arrived came back as null, and the visitor
// read zod's own 'Đầu vào không hợp lệ: mong đợi string, nhận được null'.
describe('what a rule no schema words says', () => {
  it('is a sentence of the product, never zod’s own text', () => {
    expect(firstMessage(z.string(), null)).toBe(messages.validation.fieldRequired);
    expect(firstMessage(z.object({ branch: z.string() }), { branch: null })).toBe(messages.validation.fieldRequired);
    expect(firstMessage(z.string(), 12)).toBe(messages.validation.valueInvalid);
    expect(firstMessage(z.enum(['a', 'b']), 'c')).toBe(messages.validation.choiceInvalid);
    expect(firstMessage(z.string().min(1), '')).toBe(messages.validation.fieldRequired);
    expect(firstMessage(z.string().min(3), 'ab')).toBe(format(messages.validation.textTooShort, { min: 3 }));
    expect(firstMessage(z.string().max(5), 'abcdef')).toBe(format(messages.validation.textTooLong, { max: 5 }));
    expect(firstMessage(z.number().min(2), 1)).toBe(format(messages.validation.numberTooSmall, { min: 2 }));
    expect(firstMessage(z.number().max(2), 3)).toBe(format(messages.validation.numberTooBig, { max: 2 }));
    expect(firstMessage(z.array(z.string()).max(1), ['a', 'b'])).toBe(format(messages.validation.tooManyItems, { max: 1 }));
    expect(firstMessage(z.string().email(), 'x')).toBe(messages.validation.valueInvalid);
  });

  it('leaves a schema’s own words first', () => {
    expect(firstMessage(z.string({ error: 'Vui lòng chọn chi nhánh.' }), null)).toBe('Vui lòng chọn chi nhánh.');
    expect(firstMessage(z.string().min(1, 'Vui lòng nhập họ tên.'), '')).toBe('Vui lòng nhập họ tên.');
  });
});
