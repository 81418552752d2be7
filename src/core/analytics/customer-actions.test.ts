import { describe, expect, it } from 'vitest';
import { actionOfHref, isActionKind, isTappedActionKind } from './customer-actions';

describe('customer actions', () => {
  it.each([
    ['tel:+13125550100', 'call'],
    ['mailto:hola@example.com', 'email'],
    ['https://wa.me/13125550100', 'whatsapp'],
    ['https://api.whatsapp.com/send?phone=1', 'whatsapp'],
    ['https://www.google.com/maps/dir/?api=1&destination=x', 'directions'],
    ['https://maps.apple.com/?daddr=x', 'directions'],
    ['https://www.google.com/search?q=x', null],
    ['https://wa.me.evil.example/x', null],
    ['/es/articles/x', null],
  ] as const)('%s is %s', (href, kind) => {
    expect(actionOfHref(href)).toBe(kind);
  });

  it('a form is an action but not a tap', () => {
    expect(isActionKind('form')).toBe(true);
    expect(isTappedActionKind('form')).toBe(false);
    expect(isTappedActionKind('call')).toBe(true);
    expect(isActionKind('__proto__')).toBe(false);
  });
});
