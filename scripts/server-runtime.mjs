// Settings of the server process that must be in place when it starts, for `npm start`
// (scripts/start.mjs) and the measuring scripts (scripts/demo-server.mjs). Measured on the
// demo garage after `npm run bench` (docs/performance.md, memory):
//
// - glibc's malloc gives every thread that allocates an arena of its own, up to 8 per core:
//   libuv's four, V8's, libvips' and pango's for sharp. What a thread frees stays in its
//   arena: 14 arenas held ~140 MB after the bench. glibc also raises its mmap threshold to the
//   largest block freed (up to 32 MB), after which big buffers (pictures, compressed answers)
//   are cut from the arenas and stay there. RSS after the bench: 399 MB with glibc's
//   defaults, 342 MB with two arenas, 305 MB with the threshold pinned as well (at glibc's
//   default, 128 KB). sharp reads MALLOC_ARENA_MAX too: server/lib/image-variants.ts keeps
//   it on one thread per picture all the same.
// - V8 lets the old generation grow up to 4x what survived the last full collection before
//   the next one, and each of its two young semi-spaces to 16 MB: 50 connections left ~180 MB
//   of garbage beside the ~60 MB live after the bench. Growth capped at 1.5x and 8 MB
//   semi-spaces: the bench ends ~20 MB above the start, at the same requests per second. Less
//   growth (20%) saved ~15 MB more but cost big answers time (the whole list of 10,000
//   services in bench:lists: up to 1.8x as long on a busy machine).
// - Source maps (--enable-source-maps) make Node keep the map of every module that has one,
//   packages' included, with their sources: ~25 MB more resident after the bench. The server
//   runs without them (scripts/build-server.mjs, serverCommand); set
//   NODE_OPTIONS=--enable-source-maps to read its stack traces in TypeScript.
//
// Values set in the environment win over these.

/** Read by glibc once, when the process starts: they cannot be set from inside it. */
export const SERVER_ENV = Object.freeze({
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
});

/** V8 flags on the server's command line. */
export const SERVER_NODE_FLAGS = Object.freeze(['--heap-growing-percent=50', '--max-semi-space-size=8']);

/** `env` with SERVER_ENV's values under it. */
export function withServerEnv(env = process.env) {
  return { ...SERVER_ENV, ...env };
}

/** True when this process started with every value of SERVER_ENV set (by the caller or the environment). */
export function startedWithServerEnv(env = process.env) {
  return Object.keys(SERVER_ENV).every((name) => env[name] !== undefined);
}
