import { DASHBOARD_SNAPSHOT_KEY, LocalStorageDashboardSnapshot } from '../../src/adapters/browser/dashboard-snapshot.local-storage';
import { describeDashboardSnapshotContract } from './dashboard-snapshot.contract';

/** The Web Storage interface over a Map: what the adapter sees of a browser's localStorage. */
function mapStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

describeDashboardSnapshotContract('localStorage', async () => {
  const storage = mapStorage();
  return {
    port: new LocalStorageDashboardSnapshot(storage),
    fixtures: { reopen: () => new LocalStorageDashboardSnapshot(storage), writeRaw: (value) => storage.setItem(DASHBOARD_SNAPSHOT_KEY, value) },
  };
});
