// Static export: `next build` writes the whole site to out/ as HTML, CSS and JS.
// NEXT_PUBLIC_BASE_PATH builds the site for a sub-path (e.g. /website on a project page host).
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { LOCAL_SITE_URL, resolveSiteUrl } from './scripts/site-url.mjs';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * The public origin: NEXT_PUBLIC_SITE_URL, or the one a host states (Netlify, Vercel). A CI or host
 * build with neither stops here (scripts/check-inputs.mjs says so before the build starts); tools
 * that only read this file (the dev server, Jest) get the local address instead.
 */
function siteUrlFor(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) return resolveSiteUrl().url;
  try {
    return resolveSiteUrl().url;
  } catch {
    return LOCAL_SITE_URL;
  }
}

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  output: 'export',
  // about/index.html instead of about.html: any static host serves folders without rewrite rules.
  trailingSlash: true,
  basePath,
  env: { NEXT_PUBLIC_SITE_URL: siteUrlFor(phase) },
  // Static export has no image optimiser; scripts/images.mjs makes the sizes at build time.
  images: { unoptimized: true },
  // The build type-checks the site's code only; tests are checked by `npm run typecheck`, so an
  // editor's content mistake is reported by scripts/check-inputs.mjs, not as a test's type error.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm run cms`'s preview (next dev) serves the content admin's page at /admin/, as hosts do.
  ...(process.env.CMS_PREVIEW === '1' && {
    rewrites: async () => [{ source: '/admin/', destination: '/admin/index.html' }],
  }),
});

export default nextConfig;
