import type { EpochMs } from '../time/time';

/**
 * A stored website picture is named by a number (storage.rules take names of at most 16 digits):
 * the upload's time in milliseconds followed by a random part of this many values (three digits).
 * Two uploads of one member in the same millisecond from different uploaders (the single-picture
 * field and a batch, two tabs, two devices) then differ unless both draw the same part.
 */
export const UPLOAD_NAME_SPREAD = 1000;

/**
 * The number to name a new picture after: `now`'s milliseconds, then `randomPart` (an integer
 * below UPLOAD_NAME_SPREAD), and always above `previous`, the number this uploader last gave, so one
 * uploader never gives a number twice whatever its clock and its draws do.
 */
export function nextUploadName(previous: number, now: EpochMs, randomPart: number): number {
  const part = Math.min(UPLOAD_NAME_SPREAD - 1, Math.max(0, Math.floor(randomPart)));
  return Math.max(Math.floor(now) * UPLOAD_NAME_SPREAD + part, previous + 1);
}
