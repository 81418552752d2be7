import type { Command } from 'commander';
import { AppError } from '../../core/errors/error-codes';
import type { Banner } from '../../core/dashboard/banner';
import type { Subscription } from '../../core/plans/subscription';
import type { MemberOverview } from '../../use-cases/admin/show-member.use-case';
import type { CommandContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli-messages';
import { quoteInput, usageError } from '../cli-errors';
import { detailLines, humanTime, isoTime, json, tableWriter, yesNo } from '../output-format';

/** The banner as a sentence: what the member sees on /dashboard and why. */
export function describeBanner(banner: Banner): string {
  const overlay = banner.pendingPaymentOverlay ? ', with the full-screen "Pending payment" overlay' : '';
  switch (banner.kind) {
    case 'none':
      return 'none (setup done, privileged, or no record)';
    case 'activate':
      return `red "Activate Your Account"${overlay}`;
    case 'all-set':
      return 'green "All set!" (valid plan subscription)';
    case 'free-trial':
      return `"Free trial" countdown to ${humanTime(banner.activeUntil)}`;
    case 'trial-ended':
      return `"The trial has ended" (ended ${humanTime(banner.activeUntil)})${overlay}`;
  }
}

export function subscriptionJson(subscription: Subscription) {
  return { ...subscription, currentPeriodEnd: isoTime(subscription.currentPeriodEnd) };
}

export function subscriptionTable(write: (line: string) => void) {
  return tableWriter<Subscription>(
    [
      { header: 'ID', width: 28, value: (sub) => sub.id },
      { header: 'STATUS', width: 18, value: (sub) => sub.status },
      { header: 'PRODUCT', width: 20, value: (sub) => sub.productName ?? sub.itemProductName ?? '-' },
      { header: 'TYPE', width: 8, value: (sub) => sub.productType || '-' },
      { header: 'PERIOD END', width: 20, value: (sub) => humanTime(sub.currentPeriodEnd) },
      { header: 'CANCEL AT END', width: 13, value: (sub) => yesNo(sub.cancelAtPeriodEnd) },
    ],
    write,
  );
}

function overviewJson(overview: MemberOverview) {
  const { member, subscriptions, checkedAt, banner, ...rest } = overview;
  return {
    ...rest,
    checkedAt: isoTime(checkedAt),
    member: { ...member, createdAt: isoTime(member.createdAt), activeUntil: isoTime(member.activeUntil) },
    banner: { ...banner, activeUntil: isoTime(banner.activeUntil) },
    subscriptions: subscriptions.map(subscriptionJson),
  };
}

function printOverview(overview: MemberOverview, out: (line: string) => void): void {
  const { member, roles, desiredStatusTrial: desired } = overview;
  const flags = (status: boolean, trial: boolean) => `status ${yesNo(status)}, trial ${yesNo(trial)}`;
  const fixDue = desired.status !== member.status || desired.trial !== member.trial;
  const lines = detailLines([
    ['Member', member.id],
    ['Name', `${member.name} (public: ${member.namePublico})`],
    ['Email', member.email],
    ['Username', member.username],
    ['Domain', member.domain],
    ['Created', humanTime(member.createdAt)],
    ['Active until', humanTime(member.activeUntil)],
    ['Setup / published', `${yesNo(member.setup)} / ${yesNo(member.published)}`],
    ['Roles', [roles.isAdmin ? 'admin' : null, roles.hasFullAccess ? 'full access' : null].filter(Boolean).join(', ') || 'member'],
    ['Effective plan', overview.effectivePlan],
    ['Access level', String(overview.accessLevel)],
    ['Banner on /dashboard', describeBanner(overview.banner)],
    ['Stored flags', flags(member.status, member.trial)],
    ['Rules say', `${flags(desired.status, desired.trial)}${fixDue ? '  <- run `member fix-status`' : ''}`],
    ['Unread messages', String(overview.unreadMessages)],
    ['Views', `${overview.views.total} in total`],
    ['Checked at', humanTime(overview.checkedAt)],
  ]);
  lines.forEach((line) => out(line));
  out('');
  out('Subscriptions:');
  if (overview.subscriptions.length === 0) {
    out('  none');
    return;
  }
  const table = subscriptionTable((line) => out(`  ${line}`));
  table.header();
  overview.subscriptions.forEach((sub) => table.row(sub));
}

export function registerMemberShowCommand(member: Command, context: CommandContext): void {
  member
    .command('show')
    .description('One member: record, effective plan, access level, banner, subscriptions, unread messages, views')
    .argument('<id|email|username>', 'the member')
    .option('--json', 'machine-readable output')
    .action(async (query: string, options: { json?: boolean }, command: Command) => {
      await context.run(command, { writes: false }, async (session) => {
        let overview: MemberOverview;
        try {
          overview = await session.useCases.showMember.execute(query);
        } catch (error) {
          if (error instanceof AppError && error.code === 'invalid-input') throw usageError(CLI_MESSAGES.malformedQuery(quoteInput(query)));
          throw error;
        }
        if (options.json === true) context.out(json(overviewJson(overview)));
        else printOverview(overview, context.out);
      });
    });
}
