/** @jest-environment node */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { inlineScriptHashes, keptCopyPolicy } from './inline-script-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async="" nonce="abc"></script></head><body>',
  '<p>你好</p><script nonce="abc">self.__next_f.push([1,"<\\/p>"])</script>',
  '<script type="application/ld+json">{"name":"泰嵐"}</script>',
  '<SCRIPT nonce="abc">$RC("B:0","S:0")</SCRIPT></body></html>',
].join('');

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, exactly as a browser reads it, and skips scripts loaded from a file', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha('self.__next_f.push([1,"<\\/p>"])'), sha('{"name":"泰嵐"}'), sha('$RC("B:0","S:0")')]);
  });

  it('lists a script repeated word for word once', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toEqual([sha('a()')]);
  });
});

describe('keptCopyPolicy', () => {
  it.each([
    ['identity', (body: Buffer) => body],
    ['gzip', gzipSync],
    ['br', brotliCompressSync],
  ])('allows the inline scripts of a kept page sent as %s by their hashes, and neither the nonce nor unsafe-inline', (encoding, encode) => {
    const policy = keptCopyPolicy('text/html; charset=utf-8', encoding, encode(Buffer.from(PAGE)))!;
    const scripts = /script-src ([^;]*)/.exec(policy)![1].split(' ');
    expect(scripts).toEqual(expect.arrayContaining(["'self'", sha('self.__next_f.push([1,"<\\/p>"])'), sha('$RC("B:0","S:0")')]));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('nonce-');
  });

  it('gives what is no page a policy without inline scripts, and keeps no copy of a page it cannot read', () => {
    expect(/script-src ([^;]*)/.exec(keptCopyPolicy('application/json', 'br', Buffer.from('{}'))!)![1]).toMatch(
      /^'self'( 'unsafe-eval')?$/,
    );
    expect(keptCopyPolicy('text/html', 'gzip', Buffer.from('not gzip'))).toBeNull();
    expect(keptCopyPolicy('text/html', 'zstd', Buffer.from('?'))).toBeNull();
  });
});
