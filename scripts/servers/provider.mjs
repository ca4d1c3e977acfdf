#!/usr/bin/env node
// A local stand-in for the enquiry provider the forms post to. Plain node:http, no dependencies.
//
//   node scripts/servers/provider.mjs [--port 4010] [--host 127.0.0.1] [--record .cache/provider/enquiries.jsonl]
//                             [--user local-user --password local-password] [--mode ok]
//                             [--allow-origin http://127.0.0.1:4173 ...] [--prefix /enquiry-api] [--quiet]
//
// It answers like the real provider:
//   POST /api/system-api/admingbs/token
//        {"authTokenType":"AM","authTokenAM":{"u":USER,"p":PASSWORD}}
//        -> 200 {"status":"success","data":{"token":"…"}}  (a new random token per login), 401 on wrong u/p
//   POST /api/custom-api/admingbs/{product}-contact-mail-send   header x-am-authorization: <token>
//        {firstName,email,mobile,city,productName,message}
//        -> 200 {"status":"success"}, 401 without a token it issued, 400 {"error":…} on invalid fields
// with CORS (the x-am-authorization header makes browsers send a preflight). Accepted enquiries
// are appended to the record file, one JSON object a line. --prefix mounts the API under a path,
// as a same-origin reverse proxy would (NEXT_PUBLIC_ENQUIRY_API_URL=/enquiry-api).
// --allow-origin (repeatable) refuses API calls from any other Origin with 403.
//
// For tests, not part of the real API:
//   POST   /__control  {"mode": "ok"|"token-500"|"mail-500"|"token-empty"|"hang"|"mail-hang"|"mail-slow"|"down",
//                        "delayMs": 5000 (mail-slow only)}
//   GET    /__records  the record file's enquiries as a JSON array
//   DELETE /__records  empties the record file and the call log
//   GET    /__calls    every API request seen since the last DELETE:
//                       [{at, method, path, headers (same subset as records), body (POST), status}]
//   POST   /__alerts   a stand-in for the owner's chat webhook (ENQUIRY_ALERT_WEBHOOK=http://127.0.0.1:4010/__alerts):
//                       logs the body's `text` and keeps the body (in memory, whatever the mode);
//   GET    /__alerts   the bodies received so far, as a JSON array
// Modes: token-500 / mail-500 answer 500 to that call; token-empty answers the token call 200
// without data.token; hang / mail-hang never answer the token / mail-send call; mail-slow records
// the enquiry at once but answers only after delayMs (a mail that went out although the caller
// gave up waiting); down drops every API connection without an answer (as if the provider were
// unreachable). Every record keeps the Idempotency-Key header it came with. Like mail APIs that
// honour the header, a mail-send whose Idempotency-Key was already recorded is answered 200 and
// not recorded (sent) again; /__calls still lists every call, so a test sees each forward.
//
// In tests: import { startProvider } from './provider.mjs'; startProvider({ port: 0, record })
// resolves to { url, recordFile, close, setMode, records, calls, clear }.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PRODUCT_NAME_MAX_LENGTH } from '../../lib/enquiry/settings.mjs';
import { portInUseMessage } from './port-in-use.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { LOCAL_RECORD_FILE } from '../shared/local-env.mjs';
import { LOCAL_HOST, LOCAL_PROVIDER_PORT } from '../../lib/public-settings.mjs';

const MODES = ['ok', 'token-500', 'mail-500', 'token-empty', 'hang', 'mail-hang', 'mail-slow', 'down'];

const TOKEN_PATH = '/api/system-api/admingbs/token';
const MAIL_PATH = /^\/api\/custom-api\/admingbs\/([^/]+)-contact-mail-send$/;
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const MAX_BODY_BYTES = 16 * 1024;
const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,4}$/;
const MOBILE_PATTERN = /^[0-9]{10}$/;
const ALLOWED_HEADERS = 'Content-Type, Accept, x-am-authorization, X-XSRF-TOKEN, Idempotency-Key';
const RECORDED_HEADERS = ['origin', 'referer', 'content-type', 'user-agent', 'x-am-authorization', 'x-xsrf-token', 'idempotency-key'];

/** Field -> [required, max length, pattern]. */
const FIELDS = {
  firstName: [true, 100],
  email: [true, 254, EMAIL_PATTERN],
  mobile: [true, 10, MOBILE_PATTERN],
  city: [true, 100],
  productName: [true, PRODUCT_NAME_MAX_LENGTH],
  message: [false, 5000],
};

function sameSecret(given, expected) {
  const a = Buffer.from(String(given));
  const b = Buffer.from(String(expected));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The first problem with an enquiry body, or null when it is acceptable. */
export function validateEnquiry(body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'body must be a JSON object';
  for (const [name, [required, max, pattern]] of Object.entries(FIELDS)) {
    const value = body[name];
    if (value === undefined || value === null) {
      if (required) return `${name} is required`;
      continue;
    }
    if (typeof value !== 'string') return `${name} must be a string`;
    if (required && value.trim() === '') return `${name} is required`;
    if (value.length > max) return `${name} is longer than ${max} characters`;
    if (pattern && !pattern.test(value)) return `${name} is not valid`;
  }
  return null;
}

function pickHeaders(req) {
  const headers = {};
  for (const name of RECORDED_HEADERS) {
    if (req.headers[name] !== undefined) headers[name] = req.headers[name];
  }
  return headers;
}

function readRecords(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/**
 * Start the provider. Resolves once it listens.
 * @param {{port?: number, host?: string, record?: string, user?: string, password?: string,
 *          mode?: string, allowOrigins?: string[], prefix?: string, log?: (line: string) => void}} [options]
 */
export function startProvider(options = {}) {
  const {
    port = LOCAL_PROVIDER_PORT,
    host = LOCAL_HOST,
    user = 'local-user',
    password = 'local-password',
    allowOrigins = [],
    log = () => {},
  } = options;
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  const recordFile = resolve(options.record ?? LOCAL_RECORD_FILE);
  let mode = options.mode ?? 'ok';
  let delayMs = 5000;
  if (!MODES.includes(mode)) throw new Error(`Unknown mode '${mode}' (one of ${MODES.join(', ')})`);

  mkdirSync(dirname(recordFile), { recursive: true });
  if (!existsSync(recordFile)) writeFileSync(recordFile, '');

  /** token -> expiry time */
  const tokens = new Map();
  /** Responses held open by a hang mode; ended on close. */
  const hanging = new Set();
  let calls = [];
  /** What the relay posted to /__alerts (set-aside alerts, daily summaries). */
  const alerts = [];
  /** The Idempotency-Keys of the mails recorded (sent) so far. */
  const sentKeys = new Set(readRecords(recordFile).map((record) => record.headers?.['idempotency-key']).filter(Boolean));

  function issueToken() {
    const now = Date.now();
    for (const [token, expires] of tokens) if (expires < now) tokens.delete(token);
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, now + TOKEN_LIFETIME_MS);
    return token;
  }

  function knownToken(token) {
    if (typeof token !== 'string' || token === '') return false;
    const expires = tokens.get(token);
    return expires !== undefined && expires >= Date.now();
  }

  function cors(req, res) {
    const origin = req.headers.origin;
    res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '60');
  }

  function send(res, status, body, call) {
    if (call) call.status = status;
    if (status === 204) {
      res.writeHead(204).end();
      return;
    }
    const text = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(text);
  }

  function readBody(req, res) {
    return new Promise((resolveBody, reject) => {
      const chunks = [];
      let size = 0;
      req.on('data', (chunk) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          // Answer 413, then close: the rest of the body is read and thrown away.
          req.removeAllListeners('data');
          req.resume();
          res.setHeader('Connection', 'close');
          reject(Object.assign(new Error('body too large'), { status: 413 }));
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  }

  async function readJson(req, res) {
    const text = await readBody(req, res);
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      return { ok: false };
    }
  }

  async function control(req, res, pathname) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (pathname === '/__control' && req.method === 'POST') {
      const body = await readJson(req, res);
      const next = body.ok ? body.value?.mode : undefined;
      if (!MODES.includes(next)) return send(res, 400, { error: `mode must be one of ${MODES.join(', ')}` });
      mode = next;
      if (Number.isInteger(body.value?.delayMs) && body.value.delayMs >= 0) delayMs = body.value.delayMs;
      log(`mode: ${mode}`);
      return send(res, 200, { mode });
    }
    if (pathname === '/__control' && req.method === 'GET') return send(res, 200, { mode });
    if (pathname === '/__records' && req.method === 'GET') return send(res, 200, readRecords(recordFile));
    if (pathname === '/__records' && req.method === 'DELETE') {
      writeFileSync(recordFile, '');
      calls = [];
      sentKeys.clear();
      return send(res, 204);
    }
    if (pathname === '/__calls' && req.method === 'GET') return send(res, 200, calls);
    if (pathname === '/__alerts' && req.method === 'GET') return send(res, 200, alerts);
    if (pathname === '/__alerts' && req.method === 'POST') {
      const body = await readJson(req, res);
      if (!body.ok) return send(res, 400, { error: 'not JSON' });
      alerts.push(body.value);
      log(`alert: ${body.value?.text ?? '(no text)'}`);
      return send(res, 200, { ok: true });
    }
    return send(res, 405, { error: 'method not allowed' });
  }

  function hang(res, call) {
    call.status = null;
    hanging.add(res);
    res.on('close', () => hanging.delete(res));
  }

  async function api(req, res, fullPath, call) {
    if (prefix && !fullPath.startsWith(`${prefix}/`)) return send(res, 404, { error: 'not found' }, call);
    const pathname = fullPath.slice(prefix.length);
    const product = MAIL_PATH.exec(pathname)?.[1];
    if (pathname !== TOKEN_PATH && product === undefined) return send(res, 404, { error: 'not found' }, call);

    const origin = req.headers.origin;
    if (origin && allowOrigins.length > 0 && !allowOrigins.includes(origin)) {
      return send(res, 403, { error: `origin ${origin} is not allowed` }, call);
    }
    cors(req, res);
    if (req.method === 'OPTIONS') return send(res, 204, undefined, call);
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST, OPTIONS');
      return send(res, 405, { error: 'method not allowed' }, call);
    }

    if (pathname === TOKEN_PATH) {
      if (mode === 'hang') return hang(res, call);
      if (mode === 'token-500') return send(res, 500, { error: 'internal error (token-500 mode)' }, call);
      const body = await readJson(req, res);
      if (!body.ok) return send(res, 400, { error: 'body is not JSON' }, call);
      call.body = body.value;
      const { authTokenType, authTokenAM } = body.value ?? {};
      if (authTokenType !== 'AM' || typeof authTokenAM !== 'object' || authTokenAM === null) {
        return send(res, 400, { error: 'authTokenType must be "AM" with authTokenAM {u, p}' }, call);
      }
      if (!sameSecret(authTokenAM.u ?? '', user) || !sameSecret(authTokenAM.p ?? '', password)) {
        return send(res, 401, { error: 'wrong user or password' }, call);
      }
      if (mode === 'token-empty') return send(res, 200, { status: 'success', data: {} }, call);
      return send(res, 200, { status: 'success', data: { token: issueToken() } }, call);
    }

    // mail-send
    if (mode === 'mail-hang') return hang(res, call);
    if (mode === 'mail-500') return send(res, 500, { error: 'internal error (mail-500 mode)' }, call);
    if (!knownToken(req.headers['x-am-authorization'])) {
      return send(res, 401, { error: 'missing or unknown x-am-authorization token' }, call);
    }
    const body = await readJson(req, res);
    if (!body.ok) return send(res, 400, { error: 'body is not JSON' }, call);
    call.body = body.value;
    const problem = validateEnquiry(body.value);
    if (problem) return send(res, 400, { error: problem }, call);

    const key = req.headers['idempotency-key'];
    if (key && sentKeys.has(key)) {
      log(`enquiry with a known Idempotency-Key: answered, not sent again`);
      return send(res, 200, { status: 'success', message: 'Enquiry received' }, call);
    }
    const record = {
      receivedAt: new Date().toISOString(),
      path: fullPath,
      product,
      headers: call.headers,
      body: body.value,
    };
    appendFileSync(recordFile, `${JSON.stringify(record)}\n`);
    if (key) sentKeys.add(key);
    log(`enquiry from ${body.value.email} for ${product} recorded`);
    if (mode === 'mail-slow') {
      hanging.add(res);
      const timer = setTimeout(() => send(res, 200, { status: 'success', message: 'Enquiry received' }, call), delayMs);
      res.on('close', () => {
        clearTimeout(timer);
        hanging.delete(res);
      });
      return;
    }
    return send(res, 200, { status: 'success', message: 'Enquiry received' }, call);
  }

  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://provider.invalid');
    try {
      if (pathname.startsWith('/__')) return await control(req, res, pathname);
      const call = {
        at: new Date().toISOString(),
        method: req.method,
        path: pathname,
        headers: pickHeaders(req),
        status: undefined,
      };
      calls.push(call);
      res.on('finish', () => log(`${req.method} ${pathname} -> ${call.status}`));
      if (mode === 'down') {
        call.status = 'dropped';
        log(`${req.method} ${pathname} -> dropped (down mode)`);
        req.socket.destroy();
        return;
      }
      await api(req, res, pathname, call);
    } catch (error) {
      if (res.headersSent) return res.destroy();
      send(res, error?.status ?? 500, { error: error?.message ?? 'internal error' });
    }
  });

  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      const url = `http://${shownHost}:${address.port}`;
      resolveStart({
        url,
        prefix,
        port: address.port,
        recordFile,
        get mode() {
          return mode;
        },
        setMode(next, options = {}) {
          if (!MODES.includes(next)) throw new Error(`Unknown mode '${next}'`);
          mode = next;
          if (options.delayMs !== undefined) delayMs = options.delayMs;
        },
        records: () => readRecords(recordFile),
        calls: () => calls.map((call) => ({ ...call })),
        alerts: () => [...alerts],
        clear() {
          writeFileSync(recordFile, '');
          calls = [];
          sentKeys.clear();
        },
        close: () =>
          new Promise((resolveClose) => {
            for (const res of hanging) res.destroy();
            hanging.clear();
            server.close(() => resolveClose());
            server.closeAllConnections();
          }),
      });
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(LOCAL_PROVIDER_PORT) },
      host: { type: 'string', default: LOCAL_HOST },
      record: { type: 'string', default: LOCAL_RECORD_FILE },
      user: { type: 'string', default: 'local-user' },
      password: { type: 'string', default: 'local-password' },
      mode: { type: 'string', default: 'ok' },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      prefix: { type: 'string', default: '' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: node scripts/servers/provider.mjs [--port 4010] [--host 127.0.0.1] [--record .cache/provider/enquiries.jsonl]\n' +
        '                                [--user local-user] [--password local-password] [--mode ok]\n' +
        '                                [--allow-origin ORIGIN ...] [--prefix /enquiry-api] [--quiet]\n' +
        `Modes: ${MODES.join(', ')} (switch at run time: POST /__control {"mode": "…"})`,
    );
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port: not a port: ${values.port}`);
  const provider = await startProvider({
    port,
    host: values.host,
    record: values.record,
    user: values.user,
    password: values.password,
    mode: values.mode,
    allowOrigins: values['allow-origin'],
    prefix: values.prefix,
    log: values.quiet ? () => {} : (line) => console.log(`[provider] ${line}`),
  }).catch((error) => {
    throw new Error(portInUseMessage(error, 'The enquiry provider', values.host, port) ?? error.message);
  });
  console.log(`Enquiry provider listening on ${provider.url}${provider.prefix} (mode ${provider.mode})`);
  console.log(`Recording accepted enquiries to ${provider.recordFile}`);
  const stop = () => provider.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Run as a CLI only when started directly (not when a test imports startProvider).
runAsCommand('servers/provider.mjs', 'provider', main);
