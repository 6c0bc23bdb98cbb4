/* global jest */
// One more try for a story that failed, its first error printed first: the run shares two cores
// between two browsers, and one story in 1,700 has failed once under that load (AppointmentForm's
// hydration story, "Cannot read properties of undefined (reading '6')", not reproduced in
// seven runs of its file since, under load or not). A story that fails twice fails the run.

jest.retryTimes(1, { logErrorsBeforeRetry: true });
