import type { EpochMs } from '../time/time';

/** A document of vMember/{id}/messages: a notification shown to the member. */
export interface MemberMessage {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  /** Read flag, stored under its original name. */
  readonly leido: boolean;
  readonly createdAt: EpochMs;
}
