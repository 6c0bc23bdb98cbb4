/**
 * A link to the appointment form already filled with a car and a service: the next-service
 * reminder mail writes it, the contact page reads it. Zod-free, as the public page loads it.
 */
export const BOOKING_FORM_PATH = '/lien-he';

export interface BookingPrefill {
  carPlate?: string | undefined;
  carModel?: string | undefined;
  productId?: string | undefined;
  branch?: string | undefined;
}

const PARAMS = { carPlate: 'bien-so', carModel: 'dong-xe', productId: 'dich-vu', branch: 'chi-nhanh' } as const satisfies Record<keyof BookingPrefill, string>;

/** '/lien-he?bien-so=…#dat-lich': the form's anchor takes the reader straight to it. */
export function bookingPrefillHref(prefill: BookingPrefill): string {
  const query = new URLSearchParams();
  for (const [key, name] of Object.entries(PARAMS) as Array<[keyof BookingPrefill, string]>) {
    const value = prefill[key];
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return `${BOOKING_FORM_PATH}${search ? `?${search}` : ''}#dat-lich`;
}

/** What a link filled in; each value cut to what its field takes, the form checks the rest. */
export function readBookingPrefill(search: string): BookingPrefill {
  const query = new URLSearchParams(search);
  const read = (name: string, max: number) => query.get(name)?.trim().slice(0, max) || undefined;
  return {
    carPlate: read(PARAMS.carPlate, 20),
    carModel: read(PARAMS.carModel, 100),
    productId: read(PARAMS.productId, 24),
    branch: read(PARAMS.branch, 20),
  };
}
