import { describe, expect, it } from 'vitest';
import { formattersFor } from './use-format';

const AT = Date.UTC(2024, 5, 1, 12, 0);

describe('formattersFor', () => {
  it('writes dates in the interface language, not the browser one', () => {
    expect(formattersFor('en').date(AT)).toBe('June 1, 2024');
    expect(formattersFor('es').date(AT)).toBe('1 de junio de 2024');
    expect(formattersFor('es').dateTime(AT)).toMatch(/^1 jun 2024/);
    expect(formattersFor('en').dateTime(AT)).toMatch(/^Jun 1, 2024/);
  });

  it('groups numbers and writes prices the way each language does', () => {
    expect(formattersFor('en').number(12345)).toBe('12,345');
    expect(formattersFor('es').number(12345)).toBe('12.345');
    expect(formattersFor('en').price(24, 'USD')).toBe('$24');
    expect(formattersFor('es').price(24, 'USD').replace(/\s/g, ' ')).toBe('24 US$');
    expect(formattersFor('es').price(9.5, 'EUR').replace(/\s/g, ' ')).toBe('9,50 €');
  });

  it('reads regional tags as their language', () => {
    expect(formattersFor('es-MX').locale).toBe('es');
    expect(formattersFor('en-US').locale).toBe('en');
  });
});
