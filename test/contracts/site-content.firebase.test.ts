import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll } from 'vitest';
import { memberToDocument } from '../../src/adapters/firebase/firestore-write-mappers';
import { FirestoreSiteContent } from '../../src/adapters/firebase/site-content.firebase';
import { FIREBASE_QUIET_PERIOD_MS, sharedContractBackend } from '../support/firebase-contract-env';
import { describeSiteContentContract } from './site-content.contract';

const backend = sharedContractBackend('site-content');
afterAll(() => backend.dispose());

describeSiteContentContract('firebase', async () => {
  const { client, server } = await backend.get();
  const read = async (...path: [string, ...string[]]) => (await getDoc(doc(server, ...path))).data() ?? null;
  return {
    port: new FirestoreSiteContent(client.firestore),
    fixtures: {
      putMember: (memberId, record) => setDoc(doc(server, 'vMember', memberId), memberToDocument(record)),
      putProjection: (username, data) => setDoc(doc(server, 'publicSites', username), data),
      readMember: (memberId) => read('vMember', memberId),
      readProjection: (username) => read('publicSites', username),
      readSectionDocument: (memberId, id) => read('vMember', memberId, 'site', id),
      putSectionDocument: (memberId, id, data) => setDoc(doc(server, 'vMember', memberId, 'site', id), data),
    },
    quietPeriodMs: FIREBASE_QUIET_PERIOD_MS,
  };
});
