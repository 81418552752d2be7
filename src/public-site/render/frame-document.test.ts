import { describe, expect, it } from 'vitest';
import { frameDocument } from './frame-document';

describe('frameDocument', () => {
  const page = '<!doctype html><html><head><title>x</title></head><body><img src="/images/cover.svg" alt=""><a href="#hours">Hours</a><a href="https://example.com/a">A</a><img src="//cdn.example.com/i.png"><form action="/s/ana/contact"></form></body></html>';

  it('keeps in-page links on the page and makes app paths absolute', () => {
    const framed = frameDocument(page, 'http://127.0.0.1:5173/');
    expect(framed).toContain('<head><base href="about:srcdoc"><title>');
    expect(framed).toContain('src="http://127.0.0.1:5173/images/cover.svg"');
    expect(framed).toContain('href="#hours"');
  });

  it('leaves absolute and protocol-relative URLs and other attributes alone', () => {
    const framed = frameDocument(page, 'https://sitio.app');
    expect(framed).toContain('href="https://example.com/a"');
    expect(framed).toContain('src="//cdn.example.com/i.png"');
    expect(framed).toContain('action="/s/ana/contact"');
  });
});
