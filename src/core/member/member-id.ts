export const MEMBER_ID_MAX_LENGTH = 128;

/**
 * Whether a string can be a member id (an authentication user id) and therefore a document id
 * under vMember: non-empty, at most 128 characters, no path separator, not '.' or '..', not
 * the reserved '__...__' form, no control characters or whitespace.
 */
export function isValidMemberId(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.length === 0 || value.length > MEMBER_ID_MAX_LENGTH) return false;
  if (value === '.' || value === '..' || /^__.*__$/.test(value)) return false;
  // eslint-disable-next-line no-control-regex
  return !/[/\u0000-\u0020\u007F]/.test(value);
}
