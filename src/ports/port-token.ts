/**
 * A DI token that remembers the type bound to it, so a composition root's typed `resolve(container,
 * TOKEN)` needs no casts. Ports stay free of any DI library: a token is only a symbol.
 */
export type PortToken<T> = symbol & { readonly __port?: T };

export function portToken<T>(name: string): PortToken<T> {
  return Symbol.for(`sitio.${name}`) as PortToken<T>;
}

export type { Unsubscribe } from '../core/unsubscribe';
