import type { PortToken } from './port-token';
import { portToken } from './port-token';

export type PushPermission = 'granted' | 'denied' | 'default';

/** The device side of push: permission, service worker /firebase-messaging-sw.js, token. */
export interface PushMessagingPort {
  /** False where push cannot work: no VAPID key configured, unsupported browser, local mode. */
  isSupported(): Promise<boolean>;
  permission(): PushPermission;
  requestPermission(): Promise<PushPermission>;
  /** Registers the service worker if needed and returns the device token. */
  getToken(): Promise<string>;
  deleteToken(): Promise<void>;
  /** Summary of the subscription details; a change means the token must be re-subscribed. */
  subscriptionKey(): string;
}

export const PUSH_MESSAGING: PortToken<PushMessagingPort> = portToken<PushMessagingPort>('PushMessagingPort');
