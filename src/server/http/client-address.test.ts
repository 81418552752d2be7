import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { forwardedAddress, socketAddress } from './node-http';

function req(forwardedFor: string | undefined, remote = '10.0.0.1'): IncomingMessage {
  return { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: remote } } as unknown as IncomingMessage;
}

describe('the visitor address used for the view throttle', () => {
  it('is the socket peer when nothing is in front', () => {
    expect(socketAddress(req('1.2.3.4'))).toBe('10.0.0.1');
  });

  it('behind one trusted hop, is the entry before the last; what the client wrote further left is ignored', () => {
    const behindHosting = forwardedAddress(1);
    expect(behindHosting(req('203.0.113.5, 130.211.0.1'))).toBe('203.0.113.5');
    // A visitor forging the header to look like many visitors still has one address.
    expect(behindHosting(req('6.6.6.6, 7.7.7.7, 203.0.113.5, 130.211.0.1'))).toBe('203.0.113.5');
    expect(behindHosting(req('9.9.9.9, 203.0.113.5, 130.211.0.1'))).toBe('203.0.113.5');
  });

  it('falls back to the socket when the chain is shorter than the trusted hops', () => {
    expect(forwardedAddress(1)(req('130.211.0.1'))).toBe('10.0.0.1');
    expect(forwardedAddress(1)(req(undefined))).toBe('10.0.0.1');
  });
});
