import type { QueryListener } from '../src/db/client';

/**
 * The statements an app sends while a call runs (round-trip counts): pass `onQuery` to buildTestApp,
 * then `during(call)` answers the call's result and the statements sent meanwhile.
 */
export function createStatementRecorder() {
  let recording = false;
  const statements: string[] = [];
  const onQuery: QueryListener = (query) => {
    if (recording) statements.push(query);
  };
  return {
    onQuery,
    async during<T>(call: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      statements.length = 0;
      recording = true;
      try {
        const result = await call();
        return { result, statements: [...statements] };
      } finally {
        recording = false;
      }
    },
  };
}
