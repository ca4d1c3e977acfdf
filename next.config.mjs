// Static export: `next build` writes the whole site to out/ as HTML, CSS and JS.
// NEXT_PUBLIC_BASE_PATH builds the site for a sub-path (e.g. /website on a project page host).
const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // about/index.html instead of about.html: any static host serves folders without rewrite rules.
  trailingSlash: true,
  basePath,
  // Static export has no image optimiser; scripts/images.mjs makes the sizes at build time.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
