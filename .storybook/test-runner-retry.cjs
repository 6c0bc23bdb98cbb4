/* global jest */
// One more try for a story that failed, its first error printed first (look for "LOGGING RETRY
// ERRORS" in the log): the run shares two cores between two browsers, and a story that waits for
// the wrong thing fails only under that load. A story that fails twice fails the run. The first
// such story (AppointmentForm's hydration story, whose root went while SWR still revalidated)
// was found through its retry log and mended; keep reading the log for the next one.

jest.retryTimes(1, { logErrorsBeforeRetry: true });
