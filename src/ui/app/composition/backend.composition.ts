import type { BackendServices, ShellServices } from '../../services/app-services';

/**
 * Loads the backend the build was configured for; the Firebase SDK and the dependency container
 * arrive in their own chunk, and the backend reuses the shell's browser adapters.
 */
export async function loadBackend(env: Record<string, string | undefined>, shell: ShellServices): Promise<BackendServices> {
  const [{ createFirebaseBackend }, { browserModule }] = await Promise.all([
    import('./firebase.composition'),
    import('../../../adapters/browser/browser.module'),
  ]);
  return createFirebaseBackend(env, browserModule(shell));
}
