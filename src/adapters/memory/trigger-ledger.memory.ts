import type { TriggerLedgerPort } from '../../ports/trigger-ledger.port';
import type { MemoryDatabase } from './memory-database';

const RUNS = 'triggerRuns';

export class MemoryTriggerLedger implements TriggerLedgerPort {
  constructor(private readonly db: MemoryDatabase) {}

  async claim(key: string): Promise<boolean> {
    let claimed = false;
    this.db.writeDocument([RUNS, key], (current) => {
      if (current !== null) return current;
      claimed = true;
      return { at: this.db.serverTime() };
    });
    return claimed;
  }

  async release(key: string): Promise<void> {
    this.db.deleteDocument([RUNS, key]);
  }
}
