// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    type Request = {
      setupRequest?: (
        request: Record<string, unknown>,
        context: Record<string, unknown>,
      ) => Record<string, unknown>;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      /** Stop after this many requests (the duration is then ignored). */
      amount?: number;
      method?: string;
      headers?: Record<string, string>;
      requests?: Request[];
    };
    /** duration: seconds the run took. */
    type Result = { errors: number; timeouts: number; non2xx: number; duration: number };
    type Instance = EventEmitter & PromiseLike<Result>;
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
