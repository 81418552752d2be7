import { TRIGGER_LEDGER } from '../../src/ports/trigger-ledger.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeTriggerLedgerContract } from './trigger-ledger.contract';

describeTriggerLedgerContract('memory', async () => {
  const first = createMemoryContainer();
  const second = createMemoryContainer({ db: first.db });
  return { port: Object.assign(first.get(TRIGGER_LEDGER), { second: second.get(TRIGGER_LEDGER) }), fixtures: {} };
});
