/**
 * A DI token that remembers the type bound to it, so `container.get(TOKEN)` is typed without
 * casts. Ports stay free of any DI library: a token is only a symbol.
 */
export type PortToken<T> = symbol & { readonly __port?: T };

export function portToken<T>(name: string): PortToken<T> {
  return Symbol.for(`sitio.${name}`) as PortToken<T>;
}

/** Stops a live subscription. Every `watch…` method returns one. */
export type Unsubscribe = () => void;
