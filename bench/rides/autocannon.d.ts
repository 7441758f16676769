// autocannon ships no types; this is the part of its API the load process uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path: string }[];
  }
  interface Result {
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this;
  }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
