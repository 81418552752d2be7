export interface EventuallyOptions {
  /**
   * Give up after this long: under the unit tests' 5 s limit, so the assertion's own message is
   * what fails. Listener round trips through the emulators take about 0.2 s.
   */
  readonly timeoutMs?: number;
  readonly intervalMs?: number;
}

/**
 * Retries `assertion` until it stops throwing, then returns its result. On timeout the last
 * assertion error is thrown, so the failure reads like the assertion itself.
 */
export async function eventually<T>(assertion: () => T | Promise<T>, options: EventuallyOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 3_000;
  const intervalMs = options.intervalMs ?? 10;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await pause(intervalMs);
  }
}

/** Waits real time; also lets every pending microtask (memory listeners) run first. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
