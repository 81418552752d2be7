import type { CustomerStatus, SignUpPolicy } from '../../core/portal/customer';

/*
 * The Users Portal of the Elite demo gym: two groups, a few customers in each state and one
 * announcement, so the dashboard's Users and Groups pages and the site's portal have something
 * to show on a fresh stack. Every customer can sign in on the portal with the demo password.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const ELITE_DEMO_SIGN_UP_POLICY: SignUpPolicy = 'approval';

export const ELITE_DEMO_GROUPS = [
  { id: 'vip', name: 'VIP', daysAgo: 40 },
  { id: 'mornings', name: 'Morning class', daysAgo: 35 },
] as const;

export interface DemoCustomer {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly status: CustomerStatus;
  readonly groups: readonly string[];
  readonly joinedDaysAgo: number;
  /** null: never signed in since joining. */
  readonly lastVisitDaysAgo: number | null;
}

export const ELITE_DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  { uid: 'demoCustomerUid000000000001', name: 'Sam Rivera', email: 'sam@customers.demo.sitio.app', status: 'active', groups: ['vip', 'mornings'], joinedDaysAgo: 30, lastVisitDaysAgo: 1 },
  { uid: 'demoCustomerUid000000000002', name: 'Lucía Ortega', email: 'lucia@customers.demo.sitio.app', status: 'active', groups: ['mornings'], joinedDaysAgo: 21, lastVisitDaysAgo: 3 },
  { uid: 'demoCustomerUid000000000003', name: 'Dev Patel', email: 'dev@customers.demo.sitio.app', status: 'pending', groups: [], joinedDaysAgo: 1, lastVisitDaysAgo: null },
  { uid: 'demoCustomerUid000000000004', name: 'Jordan Lee', email: 'jordan@customers.demo.sitio.app', status: 'blocked', groups: [], joinedDaysAgo: 60, lastVisitDaysAgo: 50 },
];

export const ELITE_DEMO_ANNOUNCEMENTS = [
  {
    id: 'demo-announcement-1',
    title: 'VIP open gym this Sunday',
    body: 'The gym is open for VIP members only this Sunday from 9:00 to 12:00. Bring a friend for free.',
    groups: ['vip'],
    daysAgo: 2,
  },
] as const;

/** The documents under vMember/{ownerId}, keyed by their path below it, with times as epoch ms. */
export function eliteDemoPortalDocuments(now: number): Readonly<Record<string, Readonly<Record<string, unknown>>>> {
  const ago = (days: number) => now - days * DAY_MS;
  const docs: Record<string, Readonly<Record<string, unknown>>> = { 'portal/settings': { signUpPolicy: ELITE_DEMO_SIGN_UP_POLICY } };
  for (const group of ELITE_DEMO_GROUPS) docs[`siteGroups/${group.id}`] = { name: group.name, createdAt: ago(group.daysAgo) };
  for (const c of ELITE_DEMO_CUSTOMERS) {
    docs[`siteUsers/${c.uid}`] = {
      name: c.name,
      email: c.email,
      status: c.status,
      groups: [...c.groups],
      joinedAt: ago(c.joinedDaysAgo),
      lastVisitAt: c.lastVisitDaysAgo === null ? null : ago(c.lastVisitDaysAgo),
    };
  }
  for (const a of ELITE_DEMO_ANNOUNCEMENTS) docs[`announcements/${a.id}`] = { title: a.title, body: a.body, groups: [...a.groups], createdAt: ago(a.daysAgo) };
  return docs;
}
