import { afterAll } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { AdminFormSubmissions } from '../../src/adapters/node/form-submissions.admin';
import { AdminPublicSites } from '../../src/adapters/node/public-sites.admin';
import { FIREBASE_QUIET_PERIOD_MS } from '../support/firebase-contract-env';
import { connectAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeFormSubmissionsContract } from './form-submissions.contract';

const backend = connectAdminContractBackend('form-submissions');
afterAll(async () => {
  await backend.dispose();
});

describeFormSubmissionsContract('firebase-admin', async () => ({
  port: new AdminFormSubmissions(backend.firestore),
  quietPeriodMs: FIREBASE_QUIET_PERIOD_MS,
  fixtures: {
    async store(memberId, submission) {
      const before = new Set((await backend.firestore.collection(`vMember/${memberId}/forms`).get()).docs.map((d) => d.id));
      await new AdminPublicSites(backend.firestore).saveFormSubmission(memberId, submission);
      const after = (await backend.firestore.collection(`vMember/${memberId}/forms`).get()).docs.map((d) => d.id);
      return after.find((id) => !before.has(id)) ?? '';
    },
    async storeRaw(memberId, data) {
      const created = typeof data['createdAt'] === 'number' ? Timestamp.fromMillis(data['createdAt']) : data['createdAt'];
      return (await backend.firestore.collection(`vMember/${memberId}/forms`).add({ ...data, createdAt: created })).id;
    },
  },
}));
