import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteHandler } from './site-http';
import { MAX_BODY_BYTES } from './site-http';

/** The body, or null once it passes `limit` bytes (the rest is not read into memory). */
async function readBody(req: IncomingMessage & { rawBody?: Buffer }, limit: number): Promise<Uint8Array | null> {
  // Cloud Functions have already read the body and keep it as rawBody.
  if (req.rawBody !== undefined) return req.rawBody.length > limit ? null : new Uint8Array(req.rawBody);
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

type NodeRequest = IncomingMessage & { rawBody?: Buffer; originalUrl?: string };

/** How the visitor's address is found: the socket's peer by default (no proxy in front). */
export type ClientAddressOf = (req: NodeRequest) => string;

export const socketAddress: ClientAddressOf = (req) => req.socket?.remoteAddress ?? '';

/**
 * Behind proxies that each append the address they saw to X-Forwarded-For, the visitor is the
 * entry `trustedHops` from the end: anything further left was written by the client and can be
 * forged. Falls back to the socket when the header is shorter than the proxy chain.
 */
export function forwardedAddress(trustedHops: number): ClientAddressOf {
  return (req) => {
    const header = req.headers['x-forwarded-for'];
    const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((s) => s.trim()).filter(Boolean);
    const index = entries.length - 1 - trustedHops;
    return index >= 0 ? (entries[index] ?? '') : socketAddress(req);
  };
}

/**
 * Adapts the server to Node's http (Vite's connect middleware, Cloud Functions' express):
 * requests that are not the server's go to `next`.
 */
export function nodeMiddleware(handler: SiteHandler, clientAddress: ClientAddressOf = socketAddress) {
  return async (req: NodeRequest, res: ServerResponse, next: (error?: unknown) => void): Promise<void> => {
    try {
      const method = req.method ?? 'GET';
      const body = method.toUpperCase() === 'POST' ? await readBody(req, MAX_BODY_BYTES) : undefined;
      const response = await handler({
        method,
        url: req.originalUrl ?? req.url ?? '/',
        host: String(req.headers['x-forwarded-host'] ?? req.headers.host ?? ''),
        contentType: req.headers['content-type'],
        body,
        clientAddress: clientAddress(req),
        acceptLanguage: req.headers['accept-language'],
        cookie: req.headers.cookie,
        origin: req.headers.origin,
        userAgent: req.headers['user-agent'],
      });
      if (response === null) {
        next();
        return;
      }
      res.statusCode = response.status;
      for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
      res.end(response.body);
    } catch (error) {
      next(error);
    }
  };
}
