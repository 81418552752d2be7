import { inject, injectable } from 'inversify';
import type { SpeedReportRow } from '../../core/speed/speed-metrics';
import { SPEED_WINDOW_DAYS, speedDayOf, speedReportOf } from '../../core/speed/speed-metrics';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { SPEED_STATS, type SpeedStatsPort } from '../../ports/speed-stats.port';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The p75 of each metric per route over the last 28 days, for administrators. */
@injectable()
export class SpeedReportUseCase {
  constructor(
    @inject(SPEED_STATS) private readonly stats: SpeedStatsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(): Promise<{ readonly fromDay: string; readonly toDay: string; readonly rows: readonly SpeedReportRow[] }> {
    const now = this.clock.now();
    const toDay = speedDayOf(now);
    const fromDay = speedDayOf(now - (SPEED_WINDOW_DAYS - 1) * DAY_MS);
    return { fromDay, toDay, rows: speedReportOf(await this.stats.read(fromDay, toDay)) };
  }
}
