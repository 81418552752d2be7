export const ENTRY: string;
export const GENERATED: string;
export const PORTAL_PUSH_BUDGET_BYTES: number;
export function bundlePortalPushScript(): Promise<string>;
export function generatedModule(script: string): string;
