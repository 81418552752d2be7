import { afterAll } from 'vitest';
import { AdminSpeedStats } from '../../src/adapters/node/speed-stats.admin';
import { connectAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeSpeedStatsContract } from './speed-stats.contract';

// Two admin SDK apps on one emulator stand for two server instances.
const first = connectAdminContractBackend('speed-stats-1');
const second = connectAdminContractBackend('speed-stats-2');
afterAll(async () => {
  await Promise.all([first.dispose(), second.dispose()]);
});

describeSpeedStatsContract('firebase-admin', async () => ({
  port: Object.assign(new AdminSpeedStats(first.firestore), { second: new AdminSpeedStats(second.firestore) }),
  fixtures: {},
}));
