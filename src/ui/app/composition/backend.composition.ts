import { browserModule } from '../../../adapters/browser/browser.module';
import type { BackendServices } from '../app-services';

/** Loads the backend the build was configured for; the Firebase SDK arrives in its own chunk. */
export async function loadBackend(env: Record<string, string | undefined>): Promise<BackendServices> {
  const { createFirebaseBackend } = await import('./firebase.composition');
  return createFirebaseBackend(env, browserModule());
}
