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
      method?: string;
      headers?: Record<string, string>;
      requests?: Request[];
    };
    type Result = { errors: number; timeouts: number; non2xx: number };
    type Instance = EventEmitter & PromiseLike<Result>;
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
