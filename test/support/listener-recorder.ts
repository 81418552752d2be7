import type { Unsubscribe } from '../../src/ports/port-token';

/** Collects what a live listener receives, for assertions on the latest value and on call counts. */
export class ListenerRecorder<T> {
  readonly values: T[] = [];
  readonly listener = (value: T): void => {
    this.values.push(value);
  };

  get count(): number {
    return this.values.length;
  }

  /** The latest value; throws while nothing arrived, so it works inside `eventually`. */
  latest(): T {
    if (this.values.length === 0) throw new Error('the listener has not been called yet');
    return this.values[this.values.length - 1] as T;
  }
}

/** Unsubscribes everything a test left running, so one test's listeners never leak into the next. */
export class Subscriptions {
  private readonly active: Unsubscribe[] = [];

  keep(unsubscribe: Unsubscribe): Unsubscribe {
    this.active.push(unsubscribe);
    return unsubscribe;
  }

  stopAll(): void {
    for (const unsubscribe of this.active.splice(0)) unsubscribe();
  }
}
