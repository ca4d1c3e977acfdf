import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  { ignores: ['node_modules/', '.next/', 'out/', 'public/', 'next-env.d.ts', '.cache/', '.wrangler/', '.netlify/'] },
];

export default config;
