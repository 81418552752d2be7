import { PUBLIC_SITES } from '../../src/ports/public-sites.port';
import { FORM_SUBMISSIONS } from '../../src/ports/form-submissions.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeFormSubmissionsContract } from './form-submissions.contract';

describeFormSubmissionsContract('memory', async () => {
  const memory = createMemoryContainer();
  const ids = (memberId: string) => memory.db.listDocuments(['vMember', memberId, 'forms']).map((d) => d.id);
  return {
    port: memory.get(FORM_SUBMISSIONS),
    fixtures: {
      async store(memberId, submission) {
        const before = new Set(ids(memberId));
        await memory.get(PUBLIC_SITES).saveFormSubmission(memberId, submission);
        return ids(memberId).find((id) => !before.has(id)) ?? '';
      },
      async storeRaw(memberId, data) {
        const id = memory.db.newId();
        memory.db.setDocument(['vMember', memberId, 'forms', id], data);
        return id;
      },
    },
  };
});
