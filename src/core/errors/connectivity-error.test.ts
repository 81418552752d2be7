import { describe, expect, it } from 'vitest';
import { isConnectivityError } from './connectivity-error';
import { ERROR_CODES } from './error-codes';

describe('isConnectivityError', () => {
  it('tells an unreachable backend from a refusal', () => {
    expect(ERROR_CODES.filter(isConnectivityError)).toEqual(['network', 'unavailable']);
  });
});
