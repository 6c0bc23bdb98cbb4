import type { AppointmentInput } from './appointment-schema';

/** The appointment form's values before anything is typed (apart from the schema, which loads with the first check). */
export const emptyAppointment: AppointmentInput = {
  fullName: '',
  numberPhone: '',
  branch: '',
  date: '',
  timeSlot: '',
  carPlate: '',
  carModel: '',
  productId: '',
  description: '',
  images: [],
};
