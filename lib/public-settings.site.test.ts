// The base path and the site URL, each decided once in lib/public-settings.mjs (next.config.mjs,
// lib/config.ts and the scripts all call these).
import { LOCAL_SITE_URL, readBasePath, readSiteUrl } from './public-settings.mjs';

test('the base path is read once and loses its trailing slashes', () => {
  expect(readBasePath({})).toBe('');
  expect(readBasePath({ NEXT_PUBLIC_BASE_PATH: '/website' })).toBe('/website');
  expect(readBasePath({ NEXT_PUBLIC_BASE_PATH: '/website//' })).toBe('/website');
});

test('the site URL: required for a build, the local address for tools that only read the settings', () => {
  const ci = { CI: 'true', NEXT_PUBLIC_SITE_URL: '' };
  expect(() => readSiteUrl(ci)).toThrow('NEXT_PUBLIC_SITE_URL is not set');
  expect(readSiteUrl(ci, { required: false })).toBe(LOCAL_SITE_URL);
  expect(readSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://www.example.com/' })).toBe('https://www.example.com');
});
