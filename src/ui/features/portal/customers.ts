import type { CustomerStatus, SiteCustomer, SiteGroup } from '../../../core/portal/customer';
import type { EpochMs } from '../../../core/time/time';
import { csvDocument } from '../../../core/export/csv';

/** What the owner narrows the customers list to: words in the name or email, a status, a group. */
export interface CustomerFilter {
  readonly search: string;
  /** '' for every status. */
  readonly status: CustomerStatus | '';
  /** A group id; '' for every customer. */
  readonly group: string;
}

export const ALL_CUSTOMERS: CustomerFilter = { search: '', status: '', group: '' };

/** Lower case without accents, so "jose" finds "José". */
function folded(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export function filterCustomers(customers: readonly SiteCustomer[], filter: CustomerFilter): SiteCustomer[] {
  const words = folded(filter.search).split(/\s+/).filter((w) => w !== '');
  return customers.filter((c) => {
    if (filter.status !== '' && c.status !== filter.status) return false;
    if (filter.group !== '' && !c.groups.includes(filter.group)) return false;
    const haystack = folded(`${c.name} ${c.email}`);
    return words.every((w) => haystack.includes(w));
  });
}

export function isNarrowed(filter: CustomerFilter): boolean {
  return filter.search.trim() !== '' || filter.status !== '' || filter.group !== '';
}

/** How many customers each group has, by group id. */
export function memberCounts(customers: readonly SiteCustomer[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const c of customers) for (const g of new Set(c.groups)) counts.set(g, (counts.get(g) ?? 0) + 1);
  return counts;
}

/** The names of a customer's groups, by name; ids of groups since deleted are left out. */
export function groupNames(ids: readonly string[], groups: readonly SiteGroup[]): string[] {
  return groups.filter((g) => ids.includes(g.id)).map((g) => g.name);
}

export interface CustomersCsvText {
  readonly headings: { readonly name: string; readonly email: string; readonly status: string; readonly groups: string; readonly joined: string; readonly lastVisit: string };
  readonly status: (status: CustomerStatus) => string;
  readonly date: (at: EpochMs) => string;
  /** What the last-visit column says for a customer who never came back signed in. */
  readonly never: string;
}

/** The customers as CSV (RFC 4180, CRLF) in the owner's language: name, email, status, groups, joined, last visit. */
export function customersCsv(customers: readonly SiteCustomer[], groups: readonly SiteGroup[], text: CustomersCsvText): string {
  const { headings: h } = text;
  const rows = [[h.name, h.email, h.status, h.groups, h.joined, h.lastVisit]];
  for (const c of customers) {
    rows.push([c.name, c.email, text.status(c.status), groupNames(c.groups, groups).join('; '), text.date(c.joinedAt), c.lastVisitAt === null ? text.never : text.date(c.lastVisitAt)]);
  }
  return csvDocument(rows);
}


/** The address customers sign up and sign in at, on the origin that serves members' sites at /s/. */
export function portalUrl(origin: string, username: string, invitationId?: string): string {
  const base = `${origin.replace(/\/+$/, '')}/s/${encodeURIComponent(username)}/portal`;
  return invitationId === undefined ? base : `${base}?invite=${encodeURIComponent(invitationId)}`;
}
