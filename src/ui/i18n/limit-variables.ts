import { DEFAULT_CHART_DAYS } from '../../core/analytics/view-counter';
import { SEARCH_TEXT_LIMITS } from '../../core/site/search-text';
import { MAX_PICTURES_PER_PICK, STORAGE_QUOTA } from '../../core/storage/storage-quota';
import { MAX_IMAGE_BYTES, PROFILE_PICTURE_MAX_SIDE_PX } from '../../core/validation/image-upload';
import { PASSWORD_MIN_LENGTH } from '../../core/validation/sign-up-validation';

const MEGABYTE = 1024 * 1024;

/**
 * The core's limits as every translation may name them ({{passwordMin}}, {{imageMegabytes}}…):
 * a text that tells a member a limit reads it from the limit's one owner, so changing the
 * number changes the sentence in both languages. resources.test.ts refuses a limit written
 * out in a translation.
 */
export const LIMIT_VARIABLES = {
  passwordMin: PASSWORD_MIN_LENGTH,
  imageMegabytes: MAX_IMAGE_BYTES / MEGABYTE,
  pictureSidePx: PROFILE_PICTURE_MAX_SIDE_PX,
  quotaFiles: STORAGE_QUOTA.files,
  quotaMegabytes: STORAGE_QUOTA.bytes / MEGABYTE,
  picturesPerPick: MAX_PICTURES_PER_PICK,
  searchTitleMax: SEARCH_TEXT_LIMITS.title,
  searchDescriptionMax: SEARCH_TEXT_LIMITS.description,
  chartDays: DEFAULT_CHART_DAYS,
} as const;
