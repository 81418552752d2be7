import { MemoryDashboardSnapshot } from '../../src/adapters/memory/dashboard-snapshot.memory';
import { describeDashboardSnapshotContract } from './dashboard-snapshot.contract';

describeDashboardSnapshotContract('memory', async () => {
  // One instance stands for the device's storage, so "reopening" reads the same value.
  const snapshot = new MemoryDashboardSnapshot();
  return { port: snapshot, fixtures: { reopen: () => snapshot } };
});
