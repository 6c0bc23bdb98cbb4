import { z } from 'zod';
import { bookingDateSchema, createBooking, timeSlotSchema } from '../../contract/bookings';
import { format, messages } from '../../contract/messages';

/**
 * The contact page's appointment form: the contract's create body, plus what the page
 * asks on top of it (a message is required; the day cannot be before today, which needs
 * the visitor's clock, so `today` is passed in).
 */
export function appointmentSchema(today: string) {
  return createBooking.body!.extend({
    date: bookingDateSchema.refine((day) => day >= today, messages.bookings.dateInPast),
    // The form starts with no slot chosen: a plain string, checked against the slots.
    timeSlot: z.string().pipe(timeSlotSchema),
    description: z
      .string({ error: messages.bookings.descriptionRequired })
      .trim()
      .min(1, messages.bookings.descriptionRequired)
      .max(2000, format(messages.validation.textTooLong, { max: 2000 })),
    images: z.array(z.string()),
  });
}

export type AppointmentInput = z.input<ReturnType<typeof appointmentSchema>>;
export type AppointmentValues = z.output<ReturnType<typeof appointmentSchema>>;

export const emptyAppointment: AppointmentInput = { fullName: '', numberPhone: '', date: '', timeSlot: '', description: '', images: [] };
