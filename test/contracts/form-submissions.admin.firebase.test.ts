import { afterAll } from 'vitest';
import { AdminFormSubmissions } from '../../src/adapters/node/form-submissions.admin';
import { AdminPublicSites } from '../../src/adapters/node/public-sites.admin';
import { connectAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeFormSubmissionsContract } from './form-submissions.contract';

const backend = connectAdminContractBackend('form-submissions');
afterAll(async () => {
  await backend.dispose();
});

describeFormSubmissionsContract('firebase-admin', async () => ({
  port: new AdminFormSubmissions(backend.firestore),
  fixtures: {
    async store(memberId, submission) {
      await new AdminPublicSites(backend.firestore).saveFormSubmission(memberId, submission);
      const snapshot = await backend.firestore.collection(`vMember/${memberId}/forms`).get();
      return snapshot.docs[snapshot.docs.length - 1]?.id ?? '';
    },
  },
}));
