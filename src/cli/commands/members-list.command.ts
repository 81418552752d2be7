import type { Command } from 'commander';
import { Option } from 'commander';
import type { Flag, MemberFilter } from '../../core/admin/member-filter';
import { NO_MEMBER_FILTER } from '../../core/admin/member-filter';
import type { PlanTier } from '../../core/plans/plan-level';
import type { MemberCursor, MemberRow, MemberSortKey } from '../../use-cases/admin/list-members.use-case';
import { MEMBER_SORT_KEYS } from '../../use-cases/admin/list-members.use-case';
import { booleanArgument, wholeNumberOption } from '../cli-arguments';
import type { CommandContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli-messages';
import { usageError } from '../cli-errors';
import type { Column } from '../output-format';
import { humanTime, isoTime, tableWriter, yesNo } from '../output-format';

const PLAN_CHOICES = ['basic', 'professional', 'elite'] as const;
const TIER_OF_CHOICE: Record<(typeof PLAN_CHOICES)[number], PlanTier> = { basic: 'Basic', professional: 'Professional', elite: 'Elite' };

export const MAX_LIST_LIMIT = 100_000;
/**
 * Directory page size. Every page is one query, and each query costs a round trip plus, on the
 * emulator, a scan of the collection (measured: about the same time for 500 members as for
 * 5 000), so pages are large. Memory still depends on the page size only (a few MB, two pages
 * at most with the prefetch), never on the number of members.
 */
export const LIST_PAGE_SIZE = 5000;

interface ListOptions {
  readonly json?: boolean;
  readonly search?: string;
  readonly plan?: (typeof PLAN_CHOICES)[number];
  readonly status?: string;
  readonly trial?: string;
  readonly admin?: string;
  readonly fullAccess?: string;
  readonly published?: string;
  readonly sort: MemberSortKey;
  readonly limit?: string;
  readonly offset?: string;
  readonly pageToken?: string;
  readonly withPlans?: boolean;
}

/** A page token is the listing's cursor, opaque to the user. */
export function encodePageToken(cursor: MemberCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

function decodePageToken(token: string, sort: MemberSortKey): MemberCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && (value as { sort?: unknown }).sort === sort) {
      const { after, offset } = value as { after?: unknown; offset?: unknown };
      if (sort === 'id' && typeof after === 'string' && after.length > 0) return { sort, after };
      if (sort !== 'id' && typeof offset === 'number' && Number.isSafeInteger(offset) && offset >= 0) return { sort, offset };
    }
  } catch {
    // Falls through to the usage error: a token is opaque, and a broken one is the user's to fix.
  }
  throw usageError(CLI_MESSAGES.malformedPageToken);
}

function flagOf(value: string | undefined): Flag {
  return value === undefined ? 'any' : booleanArgument(value) ? 'yes' : 'no';
}

function filterOf(options: ListOptions): MemberFilter {
  return {
    ...NO_MEMBER_FILTER,
    search: options.search ?? '',
    plan: options.plan === undefined ? 'any' : TIER_OF_CHOICE[options.plan],
    status: flagOf(options.status),
    trial: flagOf(options.trial),
    admin: flagOf(options.admin),
    fullAccess: flagOf(options.fullAccess),
    published: flagOf(options.published),
  };
}

/** The listing's row, as machines get it: the fields people filter and sort on. */
export function memberRowJson(row: MemberRow) {
  const { member, roles, tier } = row;
  return {
    id: member.id,
    email: member.email,
    username: member.username,
    name: member.name,
    plan: tier,
    status: member.status,
    trial: member.trial,
    admin: roles.isAdmin,
    fullAccess: roles.hasFullAccess,
    published: member.published,
    setup: member.setup,
    createdAt: isoTime(member.createdAt),
    activeUntil: isoTime(member.activeUntil),
  };
}

function columns(withPlan: boolean): Column<MemberRow>[] {
  const all: (Column<MemberRow> | null)[] = [
    { header: 'ID', width: 28, value: (row) => row.member.id },
    { header: 'EMAIL', width: 30, value: (row) => row.member.email },
    { header: 'USERNAME', width: 10, value: (row) => row.member.username },
    { header: 'NAME', width: 20, value: (row) => row.member.name },
    withPlan ? { header: 'PLAN', width: 12, value: (row) => row.tier ?? '-' } : null,
    { header: 'STATUS', width: 6, value: (row) => yesNo(row.member.status) },
    { header: 'TRIAL', width: 5, value: (row) => yesNo(row.member.trial) },
    { header: 'ADMIN', width: 5, value: (row) => yesNo(row.roles.isAdmin) },
    { header: 'FULL', width: 4, value: (row) => yesNo(row.roles.hasFullAccess) },
    { header: 'PUB', width: 3, value: (row) => yesNo(row.member.published) },
    { header: 'CREATED', width: 20, value: (row) => humanTime(row.member.createdAt) },
    { header: 'ACTIVE UNTIL', width: 20, value: (row) => humanTime(row.member.activeUntil) },
  ];
  return all.filter((column): column is Column<MemberRow> => column !== null);
}

export function registerMembersListCommand(members: Command, context: CommandContext): void {
  members
    .command('list')
    .description('List members, page by page, with filters')
    .option('--json', 'machine-readable output')
    .option('--search <text>', 'match name, public name, email or username')
    .addOption(new Option('--plan <plan>', 'effective plan').choices(PLAN_CHOICES))
    .option('--status <yes|no>', 'status flag')
    .option('--trial <yes|no>', 'trial flag')
    .option('--admin <yes|no>', 'admin role')
    .option('--full-access <yes|no>', 'full access role')
    .option('--published <yes|no>', 'site published')
    .option('--with-plans', 'also look up each member’s effective plan (one read per member)')
    .addOption(new Option('--sort <key>', 'order of the listing').choices(MEMBER_SORT_KEYS).default('id'))
    .option('--limit <n>', `at most this many members (1-${MAX_LIST_LIMIT})`)
    .option('--offset <n>', 'skip this many matching members first')
    .option('--page-token <token>', 'continue where a previous --limit listing stopped')
    .action(async (options: ListOptions, command: Command) => {
      const filter = filterOf(options);
      const limit = options.limit === undefined ? null : wholeNumberOption('--limit', options.limit, 1, MAX_LIST_LIMIT);
      if (options.offset !== undefined && options.pageToken !== undefined) throw usageError(CLI_MESSAGES.offsetWithToken);
      const cursor = options.pageToken === undefined ? null : decodePageToken(options.pageToken, options.sort);
      const offset = options.offset === undefined ? 0 : wholeNumberOption('--offset', options.offset, 0, Number.MAX_SAFE_INTEGER);
      const withPlans = options.withPlans === true || options.sort === 'plan';

      await context.run(command, { writes: false }, async (session) => {
        const page = session.useCases.listMembers.page({ filter, withPlans, sort: options.sort, limit, offset, cursor, pageSize: LIST_PAGE_SIZE });
        const json = options.json === true;
        const table = tableWriter(columns(withPlans || filter.plan !== 'any'), context.out);
        let printed = 0;
        if (json) context.deps.stdout.write('{\n  "members": [');
        else table.header();
        // Rows are printed as they come: in id order that is page by page, in constant memory.
        for await (const rows of page.rows) {
          for (const row of rows) {
            if (json) context.deps.stdout.write(`${printed === 0 ? '\n' : ',\n'}    ${JSON.stringify(memberRowJson(row))}`);
            else table.row(row);
            printed += 1;
          }
        }

        const next = page.nextCursor();
        const nextPageToken = next === null ? null : encodePageToken(next);
        if (json) {
          context.deps.stdout.write(`${printed === 0 ? '' : '\n  '}],\n  "count": ${printed},\n  "nextPageToken": ${JSON.stringify(nextPageToken)}\n}\n`);
        } else {
          if (printed === 0) context.err(CLI_MESSAGES.noMembers);
          if (nextPageToken !== null) context.err(CLI_MESSAGES.morePages(nextPageToken));
        }
      });
    });
}
