import { z } from 'zod';
import { CODE_LENGTH } from '../../contract/constants';
import { messages } from '../../contract/messages';

/** The six boxes of the verify and reset dialogs: anything short of six digits gets one message. */
export const fullCodeSchema = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), messages.validation.codeIncomplete);
