/**
 * The rules of a comment that the form checks while the customer types. Kept apart from
 * contract/comments.ts, which loads zod: the service page shows the counter before any
 * request is made.
 */

export const COMMENT_MAX_LENGTH = 1000;

/**
 * Characters as a reader counts them: code points of the trimmed text, so an emoji counts
 * once (a JavaScript `length` counts it twice) and the counter agrees with the server.
 */
export function commentLength(text: string): number {
  return Array.from(text.trim()).length;
}
