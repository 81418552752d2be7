export const ENTRY: string;
export const GENERATED: string;
export function bundleSpeedBeacon(): Promise<string>;
