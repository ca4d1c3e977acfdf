// The floor `npm run bench` measures the site against (scripts/shared/floor.mjs): a bare Next.js
// static export, the framework's own cost with nothing of ours.
const config = { output: 'export', trailingSlash: true, images: { unoptimized: true } };

export default config;
