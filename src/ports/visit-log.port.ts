import type { EpochMs } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** The visitor's own memory of when they last viewed a site (kept on their device). */
export interface VisitLogPort {
  lastVisit(siteId: string): EpochMs | null;
  remember(siteId: string, at: EpochMs): void;
}

export const VISIT_LOG: PortToken<VisitLogPort> = portToken<VisitLogPort>('VisitLogPort');
