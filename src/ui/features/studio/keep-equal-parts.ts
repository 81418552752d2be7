function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `next`, where every part equal to the same part of `previous` is that part of `previous`
 * itself (and `previous` whole when nothing differs). A section comes back from the backend
 * after each save as new objects with the same content: keeping the objects the editor already
 * shows lets its memoised fields skip drawing anything that did not change.
 */
export function keepEqualParts<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const kept = next.map((item: unknown, index) => keepEqualParts(previous[index], item));
    return (kept.length === previous.length && kept.every((item, index) => item === previous[index]) ? previous : kept) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const kept: Record<string, unknown> = {};
    let same = keys.length === Object.keys(previous).length;
    for (const key of keys) {
      const part = Object.hasOwn(previous, key) ? keepEqualParts(previous[key], next[key]) : next[key];
      kept[key] = part;
      if (!Object.hasOwn(previous, key) || part !== previous[key]) same = false;
    }
    return (same ? previous : kept) as T;
  }
  return next;
}
