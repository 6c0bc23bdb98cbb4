/* global jest */
// One more try for a story that failed, its first error printed first (look for "LOGGING RETRY
// ERRORS" in the log): the run shares two cores between two browsers, and a story that waits for
// the wrong thing fails only under that load. A story that fails twice fails the run. The first
// such story (AppointmentForm's hydration story, whose root went while SWR still revalidated)
// was found through its retry log and mended; keep reading the log for the next one.
// The retry plays the story in a new preview (preVisit in test-runner.ts): asked for the story it
// already showed, the preview answered 'storyUnchanged' and the runner passed it unplayed.

jest.retryTimes(1, { logErrorsBeforeRetry: true });
