// `npm run dev`: the steps a preview needs (scripts/build/pipeline.mjs), then the site in next dev
// on http://127.0.0.1:3000/ (PORT to change it), drafts and future entries included.
import { PREVIEW_STEPS, runSteps } from '../build/pipeline.mjs';
import { LOCAL_SITE_PORT } from '../../lib/public-settings.mjs';
import { startNextDev } from './next-dev.mjs';

const status = runSteps(PREVIEW_STEPS);
if (status !== 0) process.exit(status);
const preview = startNextDev({ port: process.env.PORT ?? String(LOCAL_SITE_PORT) });
const stop = () => preview.kill();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
preview.on('exit', (code) => process.exit(code ?? 0));
