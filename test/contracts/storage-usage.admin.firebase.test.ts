import { afterAll } from 'vitest';
import { AdminStorageUsage } from '../../src/adapters/node/stored-images.admin';
import { connectAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeStorageUsageContract } from './storage-usage.contract';

// Two admin SDK apps on one emulator stand for two server instances.
const first = connectAdminContractBackend('storage-usage-1');
const second = connectAdminContractBackend('storage-usage-2');
afterAll(async () => {
  await Promise.all([first.dispose(), second.dispose()]);
});

describeStorageUsageContract('firebase-admin', async () => ({
  port: Object.assign(new AdminStorageUsage(first.firestore), { second: new AdminStorageUsage(second.firestore) }),
  fixtures: {},
}));
