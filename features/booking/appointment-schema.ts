import { z } from 'zod';
import { bookableDateSchema, bookingImagesSchema, branchSchema, createBooking, timeSlotSchema } from '../../contract/bookings';
import { objectIdSchema } from '../../contract/common';
import { format, messages } from '../../contract/messages';

/**
 * The contact page's appointment form: the contract's create body, plus what the page
 * asks on top of it (a branch and a message are required; the day must be from today to 90 days ahead,
 * which needs the visitor's clock, so `today` is passed in; the server checks it again).
 */
export function appointmentSchema(today: string) {
  return createBooking.body!.extend({
    date: bookableDateSchema(today),
    // The form starts with no slot chosen: a plain string, checked against the slots. Radios
    // none of which is checked read as null: that too is 'choose one', in the form's words.
    timeSlot: z.string({ error: messages.bookings.timeSlotRequired }).pipe(timeSlotSchema),
    // Likewise no branch at first; the API takes none (the deployed client sends none), the page asks for one.
    branch: z.string({ error: messages.bookings.branchRequired }).pipe(branchSchema),
    // '' is "no service chosen": the garage advises when it calls.
    productId: z
      .string({ error: messages.validation.choiceInvalid })
      .transform((value) => value || null)
      .pipe(objectIdSchema.nullable()),
    description: z
      .string({ error: messages.bookings.descriptionRequired })
      .trim()
      .min(1, messages.bookings.descriptionRequired)
      .max(2000, format(messages.validation.textTooLong, { max: 2000 })),
    images: bookingImagesSchema,
  });
}

export type AppointmentInput = z.input<ReturnType<typeof appointmentSchema>>;
export type AppointmentValues = z.output<ReturnType<typeof appointmentSchema>>;

