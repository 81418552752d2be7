import type { Container } from 'inversify';
import type { PortToken } from '../../../ports/port-token';

/** `container.get` typed by the token, so the composition root needs no casts. */
export function resolve<T>(container: Container, token: PortToken<T>): T {
  return container.get<T>(token);
}
