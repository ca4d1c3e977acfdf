// The local static server: the encoding it picks, and that every encoding gives back the same bytes.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chooseEncoding, createStaticServer } from './serve.mjs';

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('createStaticServer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  const html = `<!DOCTYPE html><title>T</title>${'<p>water</p>'.repeat(500)}`;
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'logo.avif'), Buffer.from([0, 1, 2, 3]));
  const server = createStaticServer({ dir, basePath: '' });
  let port = 0;
  beforeAll(async () => {
    await server.precompress();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (urlPath: string, acceptEncoding: string) =>
    new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part) => parts.push(part));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
      }).on('error', reject);
    });

  it('sends text as Brotli or gzip, whichever the browser takes, with the same content', async () => {
    const br = await get('/', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    const gzip = await get('/', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    const plain = await get('/', '');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it('sends images as they are', async () => {
    const image = await get('/logo.avif', 'br, gzip');
    expect(image.encoding).toBeUndefined();
    expect([...image.body]).toEqual([0, 1, 2, 3]);
  });
});
