import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTimeoutMs, connectCli } from '../../../src/cli/composition-root';
import { runCli } from '../../../src/cli/program';

/*
 * A server that accepts every connection and never says a word: what a stuck emulator or a
 * black-holed endpoint looks like. The TCP probe passes, so only the per-call deadline can stop
 * the CLI from waiting for minutes.
 */
let silent: net.Server;
const sockets = new Set<net.Socket>();
let address = '';

beforeAll(async () => {
  silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  address = `127.0.0.1:${(silent.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

async function run(args: string[], env: Record<string, string>) {
  let stderr = '';
  const started = Date.now();
  const code = await runCli(args, {
    stdout: { write: () => undefined },
    stderr: { write: (text: string) => (stderr += text) },
    progress: false,
    canPrompt: false,
    connect: (request) => connectCli(request, { env: { FIRESTORE_EMULATOR_HOST: address, FIREBASE_AUTH_EMULATOR_HOST: address, ...env } }),
    prompt: async () => '',
  });
  return { code, stderr, elapsed: Date.now() - started };
}

describe('every CLI call has a deadline', () => {
  it('a target that accepts connections and never answers fails fast with a clear message and exit 1', async () => {
    const result = await run(['members', 'list'], { SITIO_CLI_TIMEOUT_SECONDS: '1' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/No answer from local emulators, project demo-sitio .* within 1 s/);
    expect(result.stderr).toContain('SITIO_CLI_TIMEOUT_SECONDS');
    expect(result.elapsed).toBeLessThan(8000);
  }, 20_000);

  it('a write gets the same deadline', async () => {
    const result = await run(['member', 'suspend', 'somemember01', '--reason', 'Spam'], { SITIO_CLI_TIMEOUT_SECONDS: '1' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('within 1 s');
  }, 20_000);

  it('defaults to 20 s and refuses a malformed setting as a usage error', async () => {
    expect(callTimeoutMs({})).toBe(20_000);
    expect(callTimeoutMs({ SITIO_CLI_TIMEOUT_SECONDS: '5' })).toBe(5000);
    for (const bad of ['0', '-1', '1.5', 'soon', '99999']) expect(() => callTimeoutMs({ SITIO_CLI_TIMEOUT_SECONDS: bad })).toThrow(/SITIO_CLI_TIMEOUT_SECONDS/);
    const result = await run(['members', 'list'], { SITIO_CLI_TIMEOUT_SECONDS: 'soon' });
    expect(result.code).toBe(2);
  });
});
