#!/usr/bin/env node
// Launcher for the admin CLI: runs the TypeScript entry point through tsx, so the installed
// command and `npm run cli` execute the same source.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
