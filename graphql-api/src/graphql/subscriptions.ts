import { createSourceEventStream, type ExecutionArgs, type ExecutionResult, execute } from 'graphql';

/**
 * graphql-js's `subscribe`, but each event is executed with a context of its own, made by
 * `perEvent` from the operation's (a fresh EntityManager and fresh DataLoaders, app.ts): a
 * subscription's context lives as long as the socket, and an event must read today's rows, not
 * what an earlier event loaded. Events of one operation run one after the other. Ending the
 * subscription ends the source at once (no wait for its next event).
 */
export async function subscribePerEvent<C>(
  args: ExecutionArgs,
  perEvent: (operation: C) => C,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const events = stream[Symbol.asyncIterator]();
  const run = async (result: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> =>
    result.done
      ? result
      : {
          value: await execute({ ...args, rootValue: result.value, contextValue: perEvent(args.contextValue as C) }),
          done: false,
        };
  const results: AsyncIterableIterator<ExecutionResult> = {
    next: () => events.next().then(run),
    return: () => (events.return ? events.return().then(run) : Promise.resolve({ value: undefined, done: true })),
    throw: (error?: unknown) => (events.throw ? events.throw(error).then(run) : Promise.reject(error)),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return results;
}
