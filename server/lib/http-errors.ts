/** An error whose message is safe to show the user; the status says what kind it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Facts the client acts on, sent beside the message (a stale repair move's current step and version). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
/** What was there is no more, on purpose (a booking the garage deleted): not a wrong address. */
export const gone = (message: string) => new HttpError(410, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new HttpError(409, message, details);
