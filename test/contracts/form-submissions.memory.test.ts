import { PUBLIC_SITES } from '../../src/ports/public-sites.port';
import { FORM_SUBMISSIONS } from '../../src/ports/form-submissions.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeFormSubmissionsContract } from './form-submissions.contract';

describeFormSubmissionsContract('memory', async () => {
  const memory = createMemoryContainer();
  const lastId = (memberId: string) => {
    const ids = memory.db.listDocuments(['vMember', memberId, 'forms']).map((d) => d.id);
    return ids[ids.length - 1] ?? '';
  };
  return {
    port: memory.get(FORM_SUBMISSIONS),
    fixtures: {
      async store(memberId, submission) {
        await memory.get(PUBLIC_SITES).saveFormSubmission(memberId, submission);
        return lastId(memberId);
      },
      async storeRaw(memberId, data) {
        const id = memory.db.newId();
        memory.db.setDocument(['vMember', memberId, 'forms', id], data);
        return id;
      },
    },
  };
});
