/**
 * The Spanish resources must have exactly the English shape: same keys, string leaves.
 * A key missing in one language is a type error before it is a test failure.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
