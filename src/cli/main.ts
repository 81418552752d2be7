/**
 * Entry point of the admin CLI (`npm run cli -- …`, `sitio-admin …`): wires the process's
 * streams and terminal into the program and is the only place that ends the process.
 */
import readline from 'node:readline/promises';
import { connectCli } from './composition-root';
import { runCli } from './program';

async function prompt(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

const exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  progress: process.stderr.isTTY === true,
  canPrompt: process.stdin.isTTY === true,
  debug: process.env['SITIO_DEBUG'] === '1',
  connect: (request) => connectCli(request),
  prompt,
});
// Open gRPC channels and listeners would otherwise keep the process alive after the command.
process.exit(exitCode);
