import { randomBytes } from 'node:crypto';

// Same layout as a Mongo ObjectId (seconds, 5 random bytes, counter): the deployed client
// sorts categories and staff positions by the time in the first 8 hex characters.
const processRandom = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

export function newObjectId(date: Date = new Date()): string {
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(date.getTime() / 1000).toString(16).padStart(8, '0');
  return seconds + processRandom + counter.toString(16).padStart(6, '0');
}
