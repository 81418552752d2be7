import { useMemo, useRef } from 'react';

/**
 * The latest props of a component, for callbacks that must stay the same function across renders
 * (so unchanged fields skip re-rendering while the member types) yet act on what is on screen now,
 * also after an upload that finishes later.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** One stable callback per key, each calling `make(key)` on the latest props. */
export function useStableCallbacks<K, A>(call: (key: K, arg: A) => void): (key: K) => (arg: A) => void {
  const latest = useLatest(call);
  const made = useMemo(() => new Map<K, (arg: A) => void>(), []);
  return (key: K) => {
    let callback = made.get(key);
    if (callback === undefined) {
      callback = (arg: A) => latest.current(key, arg);
      made.set(key, callback);
    }
    return callback;
  };
}
