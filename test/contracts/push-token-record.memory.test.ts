import { describe, expect, it } from 'vitest';
import { LocalStoragePushTokenRecord, PUSH_TOKEN_RECORD_KEY_PREFIX } from '../../src/adapters/browser/push-token-record.local-storage';
import { MemoryPushTokenRecord } from '../../src/adapters/memory/push-token-record.memory';
import { describePushTokenRecordContract } from './push-token-record.contract';

/** The part of the Web Storage API the adapter uses, over a Map. */
class MapStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

function asStorage(storage: MapStorage): Storage {
  return storage as unknown as Storage;
}

describePushTokenRecordContract('memory', async () => {
  // One instance stands for the device's storage, so the next visit reads the same records.
  const records = new MemoryPushTokenRecord();
  return { port: records, fixtures: { reopen: () => records } };
});

describePushTokenRecordContract('localStorage', async () => {
  const storage = new MapStorage();
  return { port: new LocalStoragePushTokenRecord(asStorage(storage)), fixtures: { reopen: () => new LocalStoragePushTokenRecord(asStorage(storage)) } };
});

describe('LocalStoragePushTokenRecord beyond the contract', () => {
  it('reads anything but a complete record as none', () => {
    const storage = new MapStorage();
    const port = new LocalStoragePushTokenRecord(asStorage(storage));
    const bad = ['not json', 'null', '42', '{"token":"","createdAt":1,"subscriptionKey":"k"}', '{"token":"t","createdAt":"1","subscriptionKey":"k"}', '{"token":"t","createdAt":1}'];
    for (const raw of bad) {
      storage.setItem(`${PUSH_TOKEN_RECORD_KEY_PREFIX}m1`, raw);
      expect(port.read('m1')).toBeNull();
    }
  });

  it('works without storage (private mode): nothing remembered, nothing thrown', () => {
    const port = new LocalStoragePushTokenRecord(null);
    port.write('m1', { token: 't', createdAt: 1, subscriptionKey: 'k' });
    expect(port.read('m1')).toBeNull();
    expect(() => port.clear('m1')).not.toThrow();
  });

  it('survives a storage that throws (quota, blocked)', () => {
    const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => { throw new Error('blocked'); } };
    const port = new LocalStoragePushTokenRecord(throwing as unknown as Storage);
    expect(() => port.write('m1', { token: 't', createdAt: 1, subscriptionKey: 'k' })).not.toThrow();
    expect(port.read('m1')).toBeNull();
    expect(() => port.clear('m1')).not.toThrow();
  });
});
