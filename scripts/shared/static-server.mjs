// The exported site (out/) served the way a static host or CDN does: folder URLs with a trailing
// slash, 404.html for unknown paths, Brotli or gzip for text (Brotli where the browser accepts it,
// as Cloudflare Pages and Netlify do), and the headers listed in out/_headers; with a relay given,
// /api/enquiries answered by it, as those hosts' functions do. The local server
// (scripts/servers/serve.mjs), the checks, the benchmarks and the tests all serve out/ with it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CHALLENGE_PATH, RELAY_PATH } from '../../lib/enquiry/settings.mjs';
import { readBasePath } from '../../lib/public-settings.mjs';
import { compressAsync, compressionSettings, compressSync, DEFAULT_COMPRESSION } from './compression.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /\.(html|js|css|json|txt|xml|svg|webmanifest)$/;

/**
 * The encoding to answer an Accept-Encoding header with, among those offered (preferred first:
 * br, then gzip), or none (q=0 refuses one).
 */
export function chooseEncoding(acceptEncoding = '', offered = ['br', 'gzip']) {
  const accepted = new Set();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return offered.find((name) => accepted.has(name)) ?? null;
}

/** Netlify/Cloudflare-style _headers: a path pattern line, then indented 'Name: value' lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else if (rules.length) {
      const at = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** Hands a Node request to a web-standard relay handler and writes its Response back. */
async function callRelay(relay, req, res) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of [value].flat()) if (item !== undefined) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    duplex: 'half',
  });
  const response = await relay.handle(request, { clientAddress: req.socket.remoteAddress ?? '' });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

function matches(pattern, urlPath) {
  if (pattern.endsWith('*')) return urlPath.startsWith(pattern.slice(0, -1));
  return urlPath === pattern;
}

/** The headers _headers gives a path: as on Cloudflare Pages, every matching rule applies and a header set twice gets both values. */
export function headersFor(rules, urlPath) {
  const headers = {};
  for (const rule of rules.filter((candidate) => matches(candidate.pattern, urlPath))) {
    for (const [name, value] of Object.entries(rule.headers)) headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/**
 * The 404 page for a path the site does not have: the nearest 404.html in the folders above it
 * (`/mr/no-such-page/` → mr/404.html, each language's own), else the site's, as Cloudflare does.
 * @param {string} root
 * @param {string} urlPath the path below the base path
 */
export function nearestNotFoundPage(root, urlPath) {
  const folders = urlPath.split('/').filter(Boolean);
  for (let depth = folders.length; depth > 0; depth--) {
    const candidate = path.join(root, ...folders.slice(0, depth), '404.html');
    if (candidate.startsWith(root) && fs.existsSync(candidate)) return candidate;
  }
  return path.join(root, '404.html');
}

/**
 * The server for an exported site (not yet listening).
 * @param {{ dir?: string, basePath?: string, compression?: string, headersFile?: boolean,
 *           relay?: { handle: (request: Request, context: { clientAddress: string }) => Promise<Response> } }} [options]
 *   headersFile: false serves no header of out/_headers (a plain static server or a CDN without the project's rules)
 *   relay: the enquiry relay to answer RELAY_PATH and CHALLENGE_PATH with (none: those paths are static files like any other)
 * @returns {import('node:http').Server & { precompress: () => Promise<number> }}
 */
export function createStaticServer({ dir = 'out', basePath = readBasePath(), compression = DEFAULT_COMPRESSION, headersFile: useHeaders = true, relay } = {}) {
  const levels = compressionSettings(compression); // encoding -> level, preferred first
  const offered = Object.keys(levels);
  const root = path.resolve(dir);
  const headersFile = path.join(root, '_headers');
  const rules = useHeaders && fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
  const compressed = new Map(); // cacheKey -> bytes
  // A rebuilt file (same path, new content) is compressed again.
  const cacheKey = (encoding, file) => {
    const { mtimeMs, size } = fs.statSync(file);
    return `${encoding} ${mtimeMs} ${size} ${file}`;
  };

  function send(req, res, status, file, urlPath) {
    const ext = path.extname(file);
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding', ...headersFor(rules, urlPath) };
    let body = fs.readFileSync(file);
    const encoding = COMPRESSIBLE.test(file) ? chooseEncoding(req.headers['accept-encoding'], offered) : null;
    if (encoding) {
      const key = cacheKey(encoding, file);
      if (!compressed.has(key)) compressed.set(key, compressSync(body, encoding, levels[encoding]));
      body = compressed.get(key);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = /** @type {import('node:http').Server & { precompress: () => Promise<number> }} */ (http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let urlPath = decodeURIComponent(url.pathname);
    // The nearest 404.html up the path, as Cloudflare serves it: /mr/… has the Marathi one.
    const notFound = () => send(req, res, 404, nearestNotFoundPage(root, urlPath.startsWith(`${basePath}/`) ? urlPath.slice(basePath.length) : '/'), urlPath);
    if (relay && (urlPath === `${basePath}${RELAY_PATH}` || urlPath === `${basePath}${CHALLENGE_PATH}`)) {
      return callRelay(relay, req, res).catch((error) => {
        console.error(`relay: ${error.stack ?? error}`);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"relay-failed"}');
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();
    if (basePath) {
      if (urlPath === '/' ) return res.writeHead(302, { Location: `${basePath}/` }).end();
      if (urlPath !== basePath && !urlPath.startsWith(`${basePath}/`)) return notFound();
      urlPath = urlPath.slice(basePath.length) || '/';
    }
    const file = path.join(root, urlPath);
    if (!file.startsWith(root)) return notFound();
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) return send(req, res, 200, file, urlPath);
    if (stat?.isDirectory()) {
      if (!urlPath.endsWith('/')) {
        return res.writeHead(301, { Location: `${basePath}${urlPath}/${url.search}` }).end();
      }
      const index = path.join(file, 'index.html');
      if (fs.existsSync(index)) return send(req, res, 200, index, urlPath);
    }
    return notFound();
  }));

  /** Compresses every text file ahead, off the event loop, so no response waits for Brotli (benchmarks await it). */
  server.precompress = async () => {
    const files = fs.readdirSync(root, { recursive: true }).map((name) => path.join(root, name)).filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).isFile());
    for (const file of files) {
      const body = await fs.promises.readFile(file);
      for (const [encoding, level] of Object.entries(levels)) {
        const key = cacheKey(encoding, file);
        if (!compressed.has(key)) compressed.set(key, await compressAsync(body, encoding, level));
      }
    }
    return files.length;
  };
  return server;
}
