import type { Notice } from '../../core/notifications/notice';
import type { PushDelivery, PushSenderPort } from '../../ports/push-sender.port';

export interface RecordedPush {
  readonly tokens: readonly string[];
  readonly notice: Notice;
}

/**
 * Sends nothing: records each push it would send and reports it through `log`. Used wherever no
 * push service is reachable (the local stack, tests). Tokens marked gone are reported stale, as
 * the push service reports a device that removed the app.
 */
export class RecordingPushSender implements PushSenderPort {
  private readonly recorded: RecordedPush[] = [];
  private readonly gone = new Set<string>();

  constructor(private readonly log: (line: string) => void = () => undefined) {}

  async send(tokens: readonly string[], notice: Notice): Promise<PushDelivery> {
    const live = tokens.filter((token) => !this.gone.has(token));
    const staleTokens = tokens.filter((token) => this.gone.has(token));
    if (live.length > 0) {
      this.recorded.push({ tokens: [...live], notice: { ...notice } });
      this.log(`push to ${live.length} device(s): "${notice.title}" ${notice.link}`);
    }
    return { sent: live.length, staleTokens };
  }

  /** The push service will say this token is gone. */
  markGone(token: string): void {
    this.gone.add(token);
  }

  sent(): readonly RecordedPush[] {
    return this.recorded.map((push) => ({ tokens: [...push.tokens], notice: { ...push.notice } }));
  }
}
