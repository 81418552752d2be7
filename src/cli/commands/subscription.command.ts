import type { Command } from 'commander';
import { Option } from 'commander';
import type { PlanTier } from '../../core/plans/plan-level';
import { PLAN_NAME_OF_TIER } from '../../core/plans/plan-level';
import { DEFAULT_GRANTED_SUBSCRIPTION_DAYS, MAX_GRANTED_SUBSCRIPTION_DAYS } from '../../use-cases/admin/grant-subscription.use-case';
import { memberIdArgument, subscriptionIdArgument, wholeNumberOption } from '../cli-arguments';
import type { CommandContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli-messages';
import { humanTime, isoTime, json } from '../output-format';
import { subscriptionJson, subscriptionTable } from './member-show.command';

const PLAN_CHOICES = ['basic', 'professional', 'elite'] as const;
const TIER_OF_CHOICE: Record<(typeof PLAN_CHOICES)[number], PlanTier> = { basic: 'Basic', professional: 'Professional', elite: 'Elite' };

export function registerSubscriptionCommands(subscription: Command, context: CommandContext): void {
  subscription
    .command('list')
    .description("A member's subscriptions, whatever their status")
    .argument('<id>', 'member id')
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { json?: boolean }, command: Command) => {
      const memberId = memberIdArgument(id);
      await context.run(command, { writes: false }, async (session) => {
        const subscriptions = await session.useCases.listSubscriptions.execute(memberId);
        if (options.json === true) {
          context.out(json(subscriptions.map(subscriptionJson)));
          return;
        }
        if (subscriptions.length === 0) {
          context.out(CLI_MESSAGES.noSubscriptions);
          return;
        }
        const table = subscriptionTable(context.out);
        table.header();
        subscriptions.forEach((sub) => table.row(sub));
      });
    });

  subscription
    .command('grant')
    .description('Give a member a plan, written as the payment extension would write it')
    .argument('<id>', 'member id')
    .addOption(new Option('--plan <plan>', 'the plan').choices(PLAN_CHOICES).makeOptionMandatory())
    .option('--days <n>', `length of the period (1-${MAX_GRANTED_SUBSCRIPTION_DAYS})`, String(DEFAULT_GRANTED_SUBSCRIPTION_DAYS))
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { plan: (typeof PLAN_CHOICES)[number]; days: string; json?: boolean }, command: Command) => {
      const memberId = memberIdArgument(id);
      const days = wholeNumberOption('--days', options.days, 1, MAX_GRANTED_SUBSCRIPTION_DAYS);
      const tier = TIER_OF_CHOICE[options.plan];
      await context.run(command, { writes: true }, async (session) => {
        const granted = await session.useCases.grantSubscription.execute(memberId, tier, days);
        if (options.json === true) {
          context.out(json({ memberId, plan: PLAN_NAME_OF_TIER[tier], subscriptionId: granted.subscriptionId, currentPeriodEnd: isoTime(granted.currentPeriodEnd) }));
        } else {
          context.out(CLI_MESSAGES.subscriptionGranted(memberId, PLAN_NAME_OF_TIER[tier], granted.subscriptionId, humanTime(granted.currentPeriodEnd)));
        }
      });
    });

  subscription
    .command('cancel')
    .description('Cancel a subscription, at once or at the end of its period')
    .argument('<id>', 'member id')
    .requiredOption('--subscription <subId>', 'the subscription id (see `subscription list`)')
    .option('--at-period-end', 'keep it until the end of the period already paid for')
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { subscription: string; atPeriodEnd?: boolean; json?: boolean }, command: Command) => {
      const memberId = memberIdArgument(id);
      const subscriptionId = subscriptionIdArgument(options.subscription);
      const atPeriodEnd = options.atPeriodEnd === true;
      await context.run(command, { writes: true }, async (session) => {
        const status = await session.useCases.cancelSubscription.execute(memberId, subscriptionId, { atPeriodEnd });
        if (options.json === true) context.out(json({ memberId, subscriptionId, atPeriodEnd, status: status.desired }));
        else context.out(CLI_MESSAGES.subscriptionCancelled(subscriptionId, atPeriodEnd));
      });
    });
}
