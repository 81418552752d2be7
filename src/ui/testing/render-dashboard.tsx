import { render, type RenderResult } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { AppConfig } from '../../core/config/app-config';
import type { MemberRecord, SiteLanguage } from '../../core/member/member-record';
import { newMemberRecord } from '../../core/member/new-member-record';
import type { EpochMs } from '../../core/time/time';
import { DAY_MS } from '../../core/time/time';
import { App } from '../app/app';
import { createMemoryApp, type MemoryApp } from '../app/composition/memory.composition';
import { DashboardApp } from '../app/dashboard/dashboard-app';
import { createI18n } from '../i18n/i18n';
import { resources } from '../i18n/resources';
import { createTestRouter, type TestRouter } from './test-router';

/** The test controls of the memory share sheet and logger, seen through their public shape. */
export interface ShareControls {
  setNativeShare(available: boolean): void;
  setClipboardAllowed(allowed: boolean): void;
  clipboard(): string | null;
}

export interface LogControls {
  messages(level?: 'error' | 'warn' | 'info'): readonly string[];
}

export interface PushControls {
  setSupported(supported: boolean): void;
  setPermission(permission: 'granted' | 'denied' | 'default'): void;
  failNextTokenRequest(): void;
}

export interface DashboardOptions {
  readonly path?: string;
  readonly language?: SiteLanguage;
  readonly width?: number;
  readonly config?: Partial<AppConfig>;
  /** Fields of the member record; createdAt is written as given (the server's time otherwise). */
  readonly member?: Partial<MemberRecord>;
  /** Arrange more data before the first render (subscriptions, messages, other members). */
  readonly arrange?: (app: MemoryApp, memberId: string) => Promise<void>;
  /** Render without signing in. */
  readonly signedOut?: boolean;
}

export interface RenderedDashboard extends RenderResult {
  readonly app: MemoryApp;
  readonly memberId: string;
  readonly router: TestRouter;
  readonly share: ShareControls;
  readonly logs: LogControls;
  readonly push: PushControls;
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** A member whose trial ended long ago and who never paid: the Basic tier. */
export function expiredMember(now: EpochMs = Date.now()): Partial<MemberRecord> {
  return { activeUntil: now - 10 * DAY_MS, createdAt: now - 40 * DAY_MS };
}

/**
 * Renders the real dashboard at `path` on the memory composition root, signed in as a member
 * whose record is written straight to the memory database.
 */
export async function renderDashboard(options: DashboardOptions = {}): Promise<RenderedDashboard> {
  const app = createMemoryApp({ config: options.config });
  const email = 'owner@example.com';
  let memberId = 'signed-out';
  if (options.signedOut !== true) {
    const user = await app.backend.auth.createUser(email, 'correct horse');
    memberId = user.uid;
    const base = newMemberRecord({ uid: user.uid, email, displayName: 'Ana Baker', phoneNumber: '+1 555 010 2030' }, app.shell.config, Date.now());
    app.db.setDocument(['vMember', user.uid], { ...base, createdAt: Date.now(), ...options.member });
  }
  if (options.arrange) await options.arrange(app, memberId);
  setViewportWidth(options.width ?? 1280);
  const router = createTestRouter(options.path ?? '/dashboard');
  // The dashboard is rendered without its lazy route, so every namespace is given up front.
  const rendered = render(
    <App i18n={createI18n(options.language ?? 'EN', resources)} shell={app.shell} history={router.history} backend={app.backend}>
      <Routes>
        <Route path="/dashboard/*" element={<DashboardApp />} />
        <Route path="/entrar" element={<p>Sign-in page</p>} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </App>,
  );
  return {
    ...rendered,
    app,
    memberId,
    router,
    share: app.shell.share as unknown as ShareControls,
    logs: app.shell.logger as unknown as LogControls,
    push: app.backend.pushMessaging as unknown as PushControls,
  };
}
