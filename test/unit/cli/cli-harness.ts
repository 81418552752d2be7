/**
 * Runs the admin CLI in-process on the memory adapters: the same program main.ts runs, with
 * string buffers for streams and a session whose container is the test composition root's.
 */
import type { CliDeps, CliSession, CliTarget, TargetRequest } from '../../../src/cli/cli-context';
import { cliUseCasesOf } from '../../../src/cli/cli-use-cases';
import { runCli } from '../../../src/cli/program';
import type { AppConfig } from '../../../src/core/config/app-config';
import type { MemberRecord } from '../../../src/core/member/member-record';
import { MEMBER_RECORDS } from '../../../src/ports/member-records.port';
import { seedMember, useCaseContainer } from '../../support/use-case-fixtures';

export const MEMORY_TARGET: CliTarget = { kind: 'memory', projectId: 'memory', description: 'Target: memory backend (tests)' };
export const REAL_TARGET: CliTarget = { kind: 'project', projectId: 'sitio-prod', description: 'Target: Firebase project sitio-prod (REAL DATA)' };

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface HarnessOptions {
  readonly config?: Partial<AppConfig>;
  readonly target?: CliTarget;
  readonly progress?: boolean;
  readonly canPrompt?: boolean;
  /** What the user types when asked to confirm. */
  readonly answer?: string;
  /** Makes connecting fail, as an unreachable target does. */
  readonly connectError?: Error;
}

export function cliHarness(options: HarnessOptions = {}) {
  const memory = useCaseContainer(options.config);
  const useCases = cliUseCasesOf(memory.container);
  const connects: TargetRequest[] = [];
  const prompts: string[] = [];
  let openSessions = 0;

  async function run(...args: string[]): Promise<CliRun> {
    let stdout = '';
    let stderr = '';
    const deps: CliDeps = {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      progress: options.progress ?? false,
      canPrompt: options.canPrompt ?? false,
      connect: async (request) => {
        connects.push(request);
        if (options.connectError !== undefined) throw options.connectError;
        openSessions += 1;
        const session: CliSession = {
          target: options.target ?? MEMORY_TARGET,
          useCases,
          close: async () => {
            openSessions -= 1;
          },
        };
        return session;
      },
      prompt: async (question) => {
        prompts.push(question);
        return options.answer ?? '';
      },
    };
    const code = await runCli(args, deps);
    return { code, stdout, stderr };
  }

  return {
    ...memory,
    run,
    connects,
    prompts,
    openSessions: () => openSessions,
    seed: (uid: string, overrides: Partial<MemberRecord> = {}) => seedMember(memory.container, uid, overrides),
    record: (uid: string) => memory.get(MEMBER_RECORDS).get(uid),
  };
}

/** Lines of a table, without the header. */
export function tableRows(stdout: string): string[] {
  return stdout.trimEnd().split('\n').slice(1);
}
