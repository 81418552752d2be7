import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** Where failures the user is not told about go (spec section 8: "logged only"). */
export interface LoggerPort {
  error(message: string, cause?: unknown): void;
  warn(message: string, cause?: unknown): void;
  info(message: string): void;
}

export const LOGGER: PortToken<LoggerPort> = portToken<LoggerPort>('LoggerPort');
