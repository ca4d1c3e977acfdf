// The local static server: the encoding it picks, and that every encoding gives back the same bytes.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { chooseEncoding, createStaticServer, nearestNotFoundPage } from './static-server.mjs';
import { tempDir } from './temp-dir.test-helper';

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('picks only among the encodings offered', () => {
    expect(chooseEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
  });
});

describe('createStaticServer', () => {
  const dir = tempDir('serve-');
  const html = `<!DOCTYPE html><title>T</title>${'<p>water</p>'.repeat(500)}`;
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'logo.avif'), Buffer.from([0, 1, 2, 3]));
  fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  const servers = {
    br11: createStaticServer({ dir, basePath: '' }),
    br4: createStaticServer({ dir, basePath: '', compression: 'br4' }),
    gzip: createStaticServer({ dir, basePath: '', compression: 'gzip' }),
    plain: createStaticServer({ dir, basePath: '', compression: 'gzip', headersFile: false }),
  };
  const ports: Record<string, number> = {};
  beforeAll(async () => {
    for (const [name, server] of Object.entries(servers)) {
      await server.precompress();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      ports[name] = (server.address() as AddressInfo).port;
    }
  });
  afterAll(() => Promise.all(Object.values(servers).map((server) => new Promise((resolve) => server.close(resolve)))));

  const get = (urlPath: string, acceptEncoding: string, compression: keyof typeof servers = 'br11') =>
    new Promise<{ encoding?: string; body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: ports[compression], path: urlPath, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part) => parts.push(part));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts), headers: res.headers }));
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

  it('compresses as told: Brotli 11 / gzip 9 by default, Brotli 4 / gzip 6 for br4, only gzip 6 for gzip', async () => {
    const brotli = (quality: number) => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
    expect((await get('/', 'br')).body).toEqual(brotli(11));
    expect((await get('/', 'gzip')).body).toEqual(zlib.gzipSync(html, { level: 9 }));
    expect((await get('/', 'br', 'br4')).body).toEqual(brotli(4));
    expect((await get('/', 'gzip', 'br4')).body).toEqual(zlib.gzipSync(html, { level: 6 }));
    const gzipOnly = await get('/', 'gzip, deflate, br', 'gzip');
    expect(gzipOnly.encoding).toBe('gzip');
    expect(gzipOnly.body).toEqual(zlib.gzipSync(html, { level: 6 }));
  });

  it("sends _headers' headers, or none of them as a plain static server (headersFile: false)", async () => {
    expect((await get('/', 'gzip')).headers['x-frame-options']).toBe('DENY');
    const plain = await get('/', 'gzip, br', 'plain');
    expect(plain.headers['x-frame-options']).toBeUndefined();
    expect(plain.encoding).toBe('gzip');
    expect(zlib.gunzipSync(plain.body).toString()).toBe(html);
  });

  it('refuses a compression it does not know', () => {
    expect(() => createStaticServer({ dir, compression: 'zstd' })).toThrow("unknown compression 'zstd' (use br11, br4, gzip)");
  });

  it('sends images as they are', async () => {
    const image = await get('/logo.avif', 'br, gzip');
    expect(image.encoding).toBeUndefined();
    expect([...image.body]).toEqual([0, 1, 2, 3]);
  });
});

describe('nearestNotFoundPage', () => {
  const dir = tempDir('serve-404-');
  fs.writeFileSync(path.join(dir, '404.html'), 'site');
  fs.mkdirSync(path.join(dir, 'mr'));
  fs.writeFileSync(path.join(dir, 'mr', '404.html'), 'mr');

  it("gives each language's own 404 page below its folder, and the site's elsewhere", () => {
    expect(nearestNotFoundPage(dir, '/mr/no-such-page/')).toBe(path.join(dir, 'mr', '404.html'));
    expect(nearestNotFoundPage(dir, '/mr/product-details/gone/')).toBe(path.join(dir, 'mr', '404.html'));
    expect(nearestNotFoundPage(dir, '/no-such-page/')).toBe(path.join(dir, '404.html'));
    expect(nearestNotFoundPage(dir, '/hi/about/')).toBe(path.join(dir, '404.html'));
    expect(nearestNotFoundPage(dir, '/../../etc/')).toBe(path.join(dir, '404.html'));
  });
});
