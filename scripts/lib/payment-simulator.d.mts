// Types of payment-simulator.mjs for the TypeScript tests that start it.
export interface PlanPriceIds {
  readonly Basic: string;
  readonly Professional: string;
  readonly Elite: string;
}

export interface PaymentSimulatorOptions {
  readonly firestoreHost: string;
  readonly projectId: string;
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
  readonly priceIds?: PlanPriceIds;
  readonly log?: (line: string) => void;
}

export interface RunningPaymentSimulator {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

export function startPaymentSimulator(options: PaymentSimulatorOptions): Promise<RunningPaymentSimulator>;
export function priceIdsFromEnv(env?: Record<string, string | undefined>): PlanPriceIds;
export function escapeHtml(value: unknown): string;
