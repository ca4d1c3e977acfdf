// The settings, each read and checked here once: the site's base path and public origin, and the
// addresses of the local servers. Whatever is compiled into out/ is public, so nothing secret belongs
// here (the enquiry's public settings are its own: lib/enquiry/settings.mjs; the relay's server-only
// ones: lib/enquiry/server/settings.ts). Plain JavaScript, so next.config.mjs, the build's steps, the
// local servers and the tests read the same decisions the pages do (lib/config.ts reads the
// NEXT_PUBLIC_* variables through it). Every variable the code reads is listed in
// docs/environment.md (scripts/checks/environment-doc.mjs keeps it so).
//
// The site's public origin, for canonical URLs, the sitemap, Open Graph and structured data.
// NEXT_PUBLIC_SITE_URL when set; else the production URL a host states itself (Netlify's URL,
// Vercel's VERCEL_PROJECT_PRODUCTION_URL); else, on a local machine, http://127.0.0.1:3000. A build
// on CI or a host with none of these stops: it would publish every link pointing at this machine.
// Cloudflare Pages' CF_PAGES_URL is not used: it names one deployment (a preview URL such as
// https://3f2a1b.project.pages.dev), and canonical links must name the site every deployment
// serves, or search engines index the previews.

/** The one local address everything is served on, and the port of the site (npm start, npm run cms). */
export const LOCAL_HOST = '127.0.0.1';
export const LOCAL_SITE_PORT = 3000;
export const LOCAL_SITE_URL = `http://${LOCAL_HOST}:${LOCAL_SITE_PORT}`;
/** The local enquiry provider (scripts/servers/provider.mjs). */
export const LOCAL_PROVIDER_PORT = 4010;
export const LOCAL_PROVIDER_URL = `http://${LOCAL_HOST}:${LOCAL_PROVIDER_PORT}`;
/** Decap's local backend (decap-server) that `npm run cms`'s admin saves through. */
export const LOCAL_BACKEND_PORT = 8081;
/** The browser tests' site server: a port of its own, so a running `npm start` is left alone. */
export const TEST_SITE_PORT = 4173;
/** The hosts' local runtimes (npm run preview:cloudflare, npm run preview:netlify). */
export const HOST_RUNTIME_PORTS = /** @type {const} */ ({ cloudflare: 8788, netlify: 8888 });
/** The admin benchmark's own preview (scripts/bench/admin.mjs), clear of a running `npm run cms`. */
export const BENCH_PREVIEW_PORT = 3917;

/**
 * The sub-path the site is served from: NEXT_PUBLIC_BASE_PATH without trailing slashes ('' for a
 * domain root, '/website' for a project page). The pages pass `{ NEXT_PUBLIC_BASE_PATH:
 * process.env.NEXT_PUBLIC_BASE_PATH }`, written out, as Next inlines only what appears literally.
 * @param {Record<string, string | undefined>} [env]
 */
export function readBasePath(env = process.env) {
  return (env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '');
}

/**
 * The site's public origin (resolveSiteUrl below). `required: false` is for tools that only read the
 * settings (the dev server, Jest): they get the local address where a build would stop.
 * @param {Record<string, string | undefined>} [env]
 * @param {{ required?: boolean }} [options]
 */
export function readSiteUrl(env = process.env, { required = true } = {}) {
  if (required) return resolveSiteUrl(env).url;
  try {
    return resolveSiteUrl(env).url;
  } catch {
    return LOCAL_SITE_URL;
  }
}

/**
 * Which CI or host build this is, or null on a local machine.
 * @param {Record<string, string | undefined>} [env]
 */
export function hostBuild(env = process.env) {
  if (env.NETLIFY === 'true') return 'Netlify';
  if (env.CF_PAGES === '1') return 'Cloudflare Pages';
  if (env.VERCEL === '1') return 'Vercel';
  if (env.GITHUB_ACTIONS === 'true') return 'GitHub Actions';
  if (env.CI && env.CI !== 'false' && env.CI !== '0') return 'CI';
  return null;
}

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ url: string, source: string }} the origin without a trailing slash, and where it came from
 */
export function resolveSiteUrl(env = process.env) {
  const candidates = [
    ['NEXT_PUBLIC_SITE_URL', env.NEXT_PUBLIC_SITE_URL],
    ["Netlify's URL", env.NETLIFY === 'true' ? env.URL : undefined],
    ["Vercel's VERCEL_PROJECT_PRODUCTION_URL", env.VERCEL_PROJECT_PRODUCTION_URL && `https://${env.VERCEL_PROJECT_PRODUCTION_URL}`],
  ];
  for (const [source, value] of candidates) {
    const url = value?.trim().replace(/\/+$/, '');
    if (!url) continue;
    if (!/^https?:\/\/[^/\s]+$/.test(url)) {
      throw new Error(`${source} must be the site's origin, like https://www.example.com (no path), not '${value}'`);
    }
    return { url, source };
  }
  const host = hostBuild(env);
  if (host) {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL is not set: this ${host} build would point canonical URLs, the sitemap and structured data at ${LOCAL_SITE_URL}. Set NEXT_PUBLIC_SITE_URL to the site's public origin, e.g. https://www.example.com`,
    );
  }
  return { url: LOCAL_SITE_URL, source: 'the local default' };
}
