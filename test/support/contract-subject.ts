/**
 * What a contract suite needs from the adapter under test: the port, fixtures that arrange
 * server-side state the port itself cannot write (privileged writes for Firebase, direct store
 * writes for memory), and a cleanup.
 */
export interface ContractSubject<Port, Fixtures = Record<string, never>> {
  readonly port: Port;
  readonly fixtures: Fixtures;
  readonly cleanup?: () => void | Promise<void>;
  /**
   * How long to wait before concluding that a listener will not be called again (after an
   * unsubscribe). Memory listeners settle within a macrotask; a backend needs a round trip.
   */
  readonly quietPeriodMs?: number;
}

export type MakeSubject<Port, Fixtures = Record<string, never>> = () => Promise<ContractSubject<Port, Fixtures>>;

export const DEFAULT_QUIET_PERIOD_MS = 400;
