import type { MemberRecord, SiteLanguage } from '../member/member-record';
import type { Subscription } from '../plans/subscription';
import type { EpochMs } from '../time/time';

/**
 * What the dashboard last showed on this device: enough to draw the navigation and the member's
 * own page while the backend loads, and to keep them readable offline. Written by the live
 * dashboard, removed at sign-out.
 */
export interface DashboardSnapshot {
  readonly member: MemberRecord;
  readonly subscriptions: readonly Subscription[];
  readonly unreadCount: number;
  readonly savedAt: EpochMs;
}

/**
 * Where the device keeps the snapshot and the saved screen: the browser adapter writes them, and
 * the inline scripts of the build's HTML read them before any module loads
 * (src/ui/prerender/prerender-guard.ts), so both take the names from here.
 */
export const DASHBOARD_SNAPSHOT_STORAGE_KEY = 'sitio.dashboard';
export const DASHBOARD_SCREEN_STORAGE_KEY = 'sitio.dashboard.screen';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const MEMBER_STRINGS = ['id', 'vID', 'name', 'namePublico', 'username', 'domain', 'email', 'picture', 'themeColor', 'siteLanguage'] as const;
const MEMBER_BOOLEANS = ['esAdministrador', 'setup', 'published', 'status', 'trial'] as const;

function isMember(value: unknown): value is MemberRecord {
  if (!isRecord(value)) return false;
  if (!MEMBER_STRINGS.every((key) => typeof value[key] === 'string')) return false;
  if (!MEMBER_BOOLEANS.every((key) => typeof value[key] === 'boolean')) return false;
  return (value['id'] as string).length > 0 && typeof value['activeUntil'] === 'number' && (value['siteLanguage'] === 'EN' || value['siteLanguage'] === 'ES');
}

function isSubscription(value: unknown): value is Subscription {
  return isRecord(value) && typeof value['id'] === 'string' && typeof value['status'] === 'string' && typeof value['productType'] === 'string';
}

/**
 * A snapshot read back from the device, or null when it is not one: storage is the user's to
 * edit, and an old format or a half-written value must draw nothing rather than a broken page.
 */
export function parseDashboardSnapshot(value: unknown): DashboardSnapshot | null {
  if (!isRecord(value)) return null;
  const { member, subscriptions, unreadCount, savedAt } = value;
  if (!isMember(member)) return null;
  if (!Array.isArray(subscriptions) || !subscriptions.every(isSubscription)) return null;
  if (typeof unreadCount !== 'number' || !Number.isInteger(unreadCount) || unreadCount < 0) return null;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  return { member, subscriptions, unreadCount, savedAt: savedAt as EpochMs };
}

/** The snapshot drawn for a session: only the member it was saved for (another may sign in). */
export function snapshotFor(snapshot: DashboardSnapshot | null, uid: string | null): DashboardSnapshot | null {
  if (snapshot === null) return null;
  return uid === null || snapshot.member.id === uid ? snapshot : null;
}

/**
 * Whether the device's snapshot must go once the session is known: nobody is signed in, or
 * someone other than the member it shows. Kept, the next visit would draw it before the backend
 * has loaded, when the signed-in member is not known yet.
 */
export function isSnapshotForeign(snapshot: DashboardSnapshot | null, signedIn: { readonly uid: string } | null): boolean {
  return snapshot !== null && (signedIn === null || snapshot.member.id !== signedIn.uid);
}

/**
 * The dashboard's first screen as markup: what the snapshot draws, kept beside it so the app's
 * HTML can show it before any script has loaded (src/ui/prerender/prerender-guard.ts). It is
 * drawn only where everything it was made for still holds: the same build, the same layout
 * (sidebar or phone bars) and the same interface language.
 */
export interface SavedDashboardScreen {
  /** The build's dashboard files, as its HTML lists them: another build may draw another screen. */
  readonly build: string;
  readonly chrome: 'sidebar' | 'mobile';
  readonly language: SiteLanguage;
  readonly html: string;
}

/** A saved screen read back from the device, or null when it is not one. */
export function parseSavedDashboardScreen(value: unknown): SavedDashboardScreen | null {
  if (!isRecord(value)) return null;
  const { build, chrome, language, html } = value;
  if (typeof build !== 'string' || build.length === 0 || typeof html !== 'string' || html.length === 0) return null;
  if (chrome !== 'sidebar' && chrome !== 'mobile') return null;
  if (language !== 'EN' && language !== 'ES') return null;
  return { build, chrome, language, html };
}
