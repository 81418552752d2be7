import { afterAll } from 'vitest';
import { FirestorePushTokens } from '../../src/adapters/firebase/push-tokens.firebase';
import { sharedContractBackend } from '../support/firebase-contract-env';
import { describePushTokensContract } from './push-tokens.contract';

const backend = sharedContractBackend('push-tokens');
afterAll(() => backend.dispose());

describePushTokensContract('firebase', async () => {
  const { client } = await backend.get();
  return { port: new FirestorePushTokens(client.firestore), fixtures: {} };
});
