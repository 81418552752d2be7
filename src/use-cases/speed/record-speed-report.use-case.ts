import { inject, injectable } from 'inversify';
import { speedFilingOf } from '../../core/speed/speed-beacon';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { SPEED_STATS, type SpeedStatsPort } from '../../ports/speed-stats.port';

/**
 * Files one page's Core Web Vitals report (the body of its beacon) under its route and day;
 * false when the body was not a usable report. Each report lands on a random shard, so a busy
 * day's writes spread over several documents.
 */
@injectable()
export class RecordSpeedReportUseCase {
  constructor(
    @inject(SPEED_STATS) private readonly stats: SpeedStatsPort,
    @inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(body: string, random: number = Math.random()): Promise<boolean> {
    const filing = speedFilingOf(body, this.clock.now(), random);
    if (filing === null) return false;
    await this.stats.add(filing.day, filing.route, filing.shard, filing.samples);
    return true;
  }
}
