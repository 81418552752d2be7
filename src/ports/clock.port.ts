import type { Clock } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

export type ClockPort = Clock;

export const CLOCK: PortToken<ClockPort> = portToken<ClockPort>('ClockPort');
