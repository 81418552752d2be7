import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConfigEnv } from '../core/config/app-config-from-env';
import { nodeMiddleware } from './http/node-http';
import { localServer, localStackOf } from './server-composition';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => Promise<void>;

/**
 * Members' sites from `vite dev` and `vite preview`, on the local emulators, through the same
 * composition root as the Cloud Function. Null unless the environment names a Firestore emulator
 * and a demo-* project: the dev servers never reach a real project.
 */
export function createDevSiteMiddleware(env: ConfigEnv): Middleware | null {
  const stack = localStackOf(env);
  if (stack === null) return null;
  // Pictures uploaded locally are served over http by the Storage emulator.
  const storage = [env['FIREBASE_STORAGE_EMULATOR_HOST'], env['VITE_STORAGE_EMULATOR_HOST']].find((h): h is string => typeof h === 'string' && h.trim() !== '');
  const extraImageOrigins = storage === undefined ? [] : [`http://${storage.trim().replace(/^https?:\/\//, '')}`];
  const { server } = localServer(stack, env, { kind: 'recording', log: (line) => console.log(`[site] ${line}`) }, { extraImageOrigins });
  return nodeMiddleware(server.http);
}
