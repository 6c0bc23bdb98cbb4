/** A 24-hex id whose first 8 characters are the creation second, as the server makes them. */
export function objectIdAt(created: Date, sequence: number): string {
  return Math.floor(created.getTime() / 1000).toString(16).padStart(8, '0') + sequence.toString(16).padStart(16, '0');
}
