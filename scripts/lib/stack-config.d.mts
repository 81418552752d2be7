// Types of stack-config.mjs for the TypeScript tests that read it.
export type Ports = Readonly<Record<string, number>>;

export interface Stack {
  readonly mode: 'dev' | 'test';
  readonly host: string;
  readonly projectId: string;
  readonly ports: Ports;
  readonly storageBucket: string;
}

export const ROOT: string;
export const HOST: string;
export function portOffset(env?: Readonly<Record<string, string | undefined>>): number;
export function shiftPorts(ports: Ports, offset?: number): Record<string, number>;
export function stackFor(mode: 'dev' | 'test'): Stack;
export function emulatorEnv(stack: Stack): Record<string, string>;
export function viteEnv(stack: Stack): Record<string, string>;
