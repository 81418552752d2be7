import type { PortToken } from './port-token';
import { portToken } from './port-token';

/**
 * Where the deployment's app is served (SITIO_APP_URL: `http://127.0.0.1:5173` on the local
 * stack), for absolute links the server writes into messages and logs, such as an invitation's.
 * Null when the deployment does not say; links then use the site's own address.
 */
export interface AppOrigin {
  readonly url: string | null;
}

export const APP_ORIGIN: PortToken<AppOrigin> = portToken<AppOrigin>('AppOrigin');
