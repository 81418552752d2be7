import type { LoggerPort } from '../../ports/logger.port';

/** Failures the user is not told about (spec section 8) go to the console. */
export class ConsoleLogger implements LoggerPort {
  constructor(private readonly sink: Pick<Console, 'error' | 'warn' | 'info'> = console) {}

  error(message: string, cause?: unknown): void {
    if (cause === undefined) this.sink.error(message);
    else this.sink.error(message, cause);
  }

  warn(message: string, cause?: unknown): void {
    if (cause === undefined) this.sink.warn(message);
    else this.sink.warn(message, cause);
  }

  info(message: string): void {
    this.sink.info(message);
  }
}
