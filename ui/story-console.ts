/**
 * For stories that provoke an error on purpose. React reports every error an error boundary
 * catches through console.error, and the test-runner fails a story on any console error; this
 * lets exactly the given errors through silently (and records them, for the play function to
 * assert on), while every other console error still fails the story. Not for production use.
 */
const seen: unknown[] = [];

/** Use as a story's `beforeEach`: it returns the cleanup Storybook runs afterwards. */
export function expectConsoleErrors(...expected: readonly unknown[]) {
  return () => {
    seen.length = 0;
    const original = console.error;
    console.error = (...args: unknown[]) => {
      const match = args.find((arg) => expected.includes(arg));
      if (match === undefined) original.apply(console, args);
      else seen.push(match);
    };
    return () => {
      console.error = original;
    };
  };
}

/** The expected errors reported so far in this story, in order. */
export function reportedErrors(): readonly unknown[] {
  return [...seen];
}

/** An error for a story to throw on purpose, recognisable by identity. */
export function storyFailure(message: string) {
  return new Error(message);
}
