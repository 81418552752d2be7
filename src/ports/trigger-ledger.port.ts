import type { PortToken } from './port-token';
import { portToken } from './port-token';

/**
 * Which server reactions have run. Firestore triggers are delivered at least once, and the local
 * trigger runner sees every existing document again when it starts, so a reaction claims its
 * key first and runs only when the claim is new.
 */
export interface TriggerLedgerPort {
  /** True for the first claim of `key` only, however many callers race for it. */
  claim(key: string): Promise<boolean>;
  /** Gives a claim back after the reaction failed, so a later delivery can run it again. */
  release(key: string): Promise<void>;
}

export const TRIGGER_LEDGER: PortToken<TriggerLedgerPort> = portToken<TriggerLedgerPort>('TriggerLedgerPort');
