// A minimal HTTP server for benchmark pages: fixed HTML documents by path plus files from the
// app's public/ folder, gzip-compressed like a production host would send them. Every page under
// comparison is served by this same server, so the server is not what differs between them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.js': 'text/javascript', '.css': 'text/css', '.ico': 'image/x-icon' };

/**
 * `pages`: Map of pathname -> HTML string; `scripts`: Map of pathname -> JavaScript (the site
 * server's own scripts, e.g. the speed beacon). Unknown paths answer 204 (e.g. a counter endpoint).
 */
export function startStaticServer({ pages, scripts = new Map(), publicDir, host = '127.0.0.1' }) {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const send = (status, type, body) => {
      const headers = { 'content-type': type, 'cache-control': 'no-cache' };
      let payload = body;
      if (gzip && body.length > 0) {
        payload = zlib.gzipSync(body, { level: 6 });
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = payload.length;
      response.writeHead(status, headers);
      response.end(payload);
    };
    if (pages.has(pathname)) return send(200, 'text/html; charset=utf-8', Buffer.from(pages.get(pathname)));
    if (scripts.has(pathname)) return send(200, 'text/javascript; charset=utf-8', Buffer.from(scripts.get(pathname)));
    // Stand-in for the member's pictures (their hosts are not reachable from the bench).
    if (pathname.startsWith('/demo-images/')) return send(200, 'image/svg+xml', fs.readFileSync(path.join(publicDir, 'images', 'default-cover.svg')));
    const file = path.join(publicDir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(publicDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', fs.readFileSync(file));
    }
    response.writeHead(204);
    response.end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve({ url: `http://${host}:${server.address().port}`, close: () => new Promise((done) => server.close(done)) }));
  });
}
