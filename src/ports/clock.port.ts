import type { EpochMs } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export interface ClockPort {
  now(): EpochMs;
}

export const CLOCK: PortToken<ClockPort> = portToken<ClockPort>('ClockPort');
