import type { Container } from 'inversify';
import type { UseCases } from '../use-cases';

/**
 * Binds every use-case class the web app drives and resolves it once. Use-cases get their ports
 * by constructor injection (`@inject(TOKEN)`), so the same classes run in the CLI's container.
 */
export function buildUseCases(_container: Container): UseCases {
  return {};
}
