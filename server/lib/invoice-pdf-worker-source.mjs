// The PDF thread run from the TypeScript sources (tsx, vitest): the loader hooks of the process are
// not a thread's in Node 20, so it registers tsx itself before it loads the worker.
import { register } from 'tsx/esm/api';

register();
await import('./invoice-pdf-worker.ts');
