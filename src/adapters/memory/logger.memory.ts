import type { LoggerPort } from '../../ports/logger.port';

export type LogLevel = 'error' | 'warn' | 'info';

export interface LogEntry {
  readonly level: LogLevel;
  readonly message: string;
  readonly cause?: unknown;
}

/** Keeps every entry so tests can assert what was "logged only" (spec section 8). */
export class RecordingLogger implements LoggerPort {
  private readonly recorded: LogEntry[] = [];

  constructor(private readonly options: { echo?: boolean } = {}) {}

  error(message: string, cause?: unknown): void {
    this.record({ level: 'error', message, cause });
  }

  warn(message: string, cause?: unknown): void {
    this.record({ level: 'warn', message, cause });
  }

  info(message: string): void {
    this.record({ level: 'info', message });
  }

  entries(level?: LogLevel): readonly LogEntry[] {
    return this.recorded.filter((entry) => level === undefined || entry.level === level);
  }

  messages(level?: LogLevel): readonly string[] {
    return this.entries(level).map((entry) => entry.message);
  }

  clear(): void {
    this.recorded.length = 0;
  }

  private record(entry: LogEntry): void {
    this.recorded.push(entry);
    if (this.options.echo === true) console[entry.level](`[${entry.level}] ${entry.message}`, entry.cause ?? '');
  }
}
