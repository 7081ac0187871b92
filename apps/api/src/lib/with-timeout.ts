/** What `withTimeout` rejects with when the work did not finish in time. */
export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`did not finish within ${ms} ms`);
  }
}

/**
 * `work`'s outcome, or a TimeoutError after `ms` (the work itself is not stopped; its late outcome
 * is dropped). For checks that must answer promptly however the database or a store behaves.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
