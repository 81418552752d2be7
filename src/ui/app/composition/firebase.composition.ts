import { Container, type ContainerModule } from 'inversify';
import { LocalStoragePushTokenRecord } from '../../../adapters/browser/push-token-record.local-storage';
import { firebaseModule } from '../../../adapters/firebase/firebase.module';
import { firebaseConfigFromEnv } from '../../../adapters/firebase/firebase-runtime-config';
import { startFirebase } from '../../../adapters/firebase/firebase-services';
import { APP_CONFIG } from '../../../ports/app-config.port';
import { PUSH_TOKEN_RECORD } from '../../../ports/push-token-record.port';
import type { BackendServices } from '../../services/app-services';
import { appConfigFrom } from '../../../core/config/app-config-from-env';
import { backendServicesOf } from './backend-ports';

/**
 * The local payment simulator answers for the billing extension only on the emulators; against a
 * real project the extension's own callable is used, whatever the build's env says.
 */
function paymentSimulatorUrlFromEnv(env: Record<string, string | undefined>, onEmulators: boolean): string | undefined {
  if (!onEmulators) return undefined;
  return env['VITE_PAYMENT_SIMULATOR_URL'] || 'http://127.0.0.1:5180';
}

function deviceStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading localStorage throws where the browser blocks storage for the site.
    return null;
  }
}

/**
 * Composition root of the browser against Firebase (a real project, or the local emulators when
 * VITE_USE_EMULATORS is set). Loaded by dynamic import only, so no Firebase code is in the first
 * chunk of public pages.
 */
export async function createFirebaseBackend(env: Record<string, string | undefined>, shellModule: ContainerModule): Promise<BackendServices> {
  const services = await startFirebase(firebaseConfigFromEnv(env));
  const container = new Container();
  container.load(shellModule, firebaseModule(services, { paymentSimulatorUrl: paymentSimulatorUrlFromEnv(env, services.config.emulators !== undefined) }));
  container.bind(APP_CONFIG).toConstantValue(appConfigFrom(env));
  // The push-token machine decides on what the last visit left on this device (spec section 4).
  container.bind(PUSH_TOKEN_RECORD).toConstantValue(new LocalStoragePushTokenRecord(deviceStorage()));
  return backendServicesOf(container);
}
