import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  { ignores: ['node_modules/', '.next/', 'out/', 'public/', 'test-results/', 'playwright-report/', 'next-env.d.ts', '.cms-test/', '.bench-scale/', '.large-catalog/', '.second-content/', '.upgrade-check/', '.bench-admin/', 'scripts/postbuild/fixtures/streaming/.next/', 'scripts/postbuild/fixtures/streaming/out/', '.wrangler/', '.netlify/'] },
];

export default config;
