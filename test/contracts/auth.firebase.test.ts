import { FirebaseAuthAdapter } from '../../src/adapters/firebase/auth.firebase';
import { connectFreshClient, FIREBASE_QUIET_PERIOD_MS, passwordResetsQueuedFor } from '../support/firebase-contract-env';
import { describeAuthContract } from './auth.contract';

// A new client per test: the suite starts each test on a fresh, signed-out device.
describeAuthContract('firebase', async () => {
  const client = await connectFreshClient('auth');
  return {
    port: new FirebaseAuthAdapter(client.auth),
    fixtures: { passwordResetsSentTo: passwordResetsQueuedFor },
    cleanup: () => client.dispose(),
    quietPeriodMs: FIREBASE_QUIET_PERIOD_MS,
  };
});
