// The worker thread's entry: load TypeScript through tsx (in the server and under the test runner alike),
// then run the solver worker.
import { register } from 'tsx/esm/api';

register();
await import('./solver-worker.ts');
