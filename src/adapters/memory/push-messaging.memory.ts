import { AppError } from '../../core/errors/error-codes';
import type { PushMessagingPort, PushPermission } from '../../ports/push-messaging.port';
import { randomId } from './memory-database';

export interface FakePushDeviceOptions {
  readonly supported?: boolean;
  readonly permission?: PushPermission;
  /** What the user answers when asked for permission. */
  readonly promptAnswer?: Exclude<PushPermission, 'default'>;
}

/** A browser's push side: permission prompt, service worker registration and device token. */
export class FakePushDevice implements PushMessagingPort {
  private supported: boolean;
  private currentPermission: PushPermission;
  private promptAnswer: Exclude<PushPermission, 'default'>;
  private token: string | null = null;
  private subscriptionGeneration = 1;
  private failNextGetToken = false;
  private prompts = 0;
  private registeredWorker: string | null = null;

  constructor(options: FakePushDeviceOptions = {}) {
    this.supported = options.supported ?? true;
    this.currentPermission = options.permission ?? 'default';
    this.promptAnswer = options.promptAnswer ?? 'granted';
  }

  async isSupported(): Promise<boolean> {
    return this.supported;
  }

  permission(): PushPermission {
    return this.currentPermission;
  }

  async requestPermission(): Promise<PushPermission> {
    // Browsers only prompt once: an answer already given is returned without asking again.
    if (this.currentPermission === 'default') {
      this.prompts += 1;
      this.currentPermission = this.promptAnswer;
    }
    return this.currentPermission;
  }

  async getToken(): Promise<string> {
    if (!this.supported) throw new AppError('unavailable', { detail: 'push is not supported on this device' });
    if (this.currentPermission !== 'granted') throw new AppError('permission-denied', { detail: 'notification permission not granted' });
    if (this.failNextGetToken) {
      this.failNextGetToken = false;
      throw new AppError('unavailable', { detail: 'service worker registration failed' });
    }
    this.registeredWorker = '/firebase-messaging-sw.js';
    this.token ??= `fake-push-token-${randomId(16)}`;
    return this.token;
  }

  async deleteToken(): Promise<void> {
    this.token = null;
  }

  subscriptionKey(): string {
    return `fake-subscription-${this.subscriptionGeneration}`;
  }

  // --- Test controls ---

  setSupported(supported: boolean): void {
    this.supported = supported;
  }

  setPermission(permission: PushPermission): void {
    this.currentPermission = permission;
  }

  setPromptAnswer(answer: Exclude<PushPermission, 'default'>): void {
    this.promptAnswer = answer;
  }

  /** The browser changed the push subscription (keys, endpoint): the token must be re-subscribed. */
  changeSubscription(): void {
    this.subscriptionGeneration += 1;
    this.token = null;
  }

  failNextTokenRequest(): void {
    this.failNextGetToken = true;
  }

  promptCount(): number {
    return this.prompts;
  }

  serviceWorker(): string | null {
    return this.registeredWorker;
  }

  currentToken(): string | null {
    return this.token;
  }
}
