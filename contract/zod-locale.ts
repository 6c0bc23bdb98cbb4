import { z } from 'zod';
import { format, messages } from './messages';

// Every message a user can see is a sentence of the product, including what a rule a schema
// does not word itself says: zod's own texts (even its Vietnamese locale, 'Đầu vào không hợp lệ:
// mong đợi string, nhận được null') name types and values no visitor knows. Browser forms and
// server routes both load the contract, so both get it. A schema's own words still come first.

const missing = (input: unknown) => input === undefined || input === null || input === '';

const productError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return missing(issue.input) ? messages.validation.fieldRequired : messages.validation.valueInvalid;
    case 'invalid_value':
      return messages.validation.choiceInvalid;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? messages.validation.fieldRequired : format(messages.validation.textTooShort, { min });
      if (issue.origin === 'array' || issue.origin === 'set') return format(messages.validation.tooFewItems, { min });
      if (issue.origin === 'number' || issue.origin === 'bigint') return format(messages.validation.numberTooSmall, { min });
      return messages.validation.valueInvalid;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return format(messages.validation.textTooLong, { max });
      if (issue.origin === 'array' || issue.origin === 'set') return format(messages.validation.tooManyItems, { max });
      if (issue.origin === 'number' || issue.origin === 'bigint') return format(messages.validation.numberTooBig, { max });
      return messages.validation.valueInvalid;
    }
    default:
      return messages.validation.valueInvalid;
  }
};

z.config({ customError: productError });
