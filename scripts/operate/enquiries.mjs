#!/usr/bin/env node
// `npm run enquiries -- <command>`: the owner reads the relay's store, and sends a set-aside
// enquiry again (docs/enquiry-forms.md, "Reading the enquiries").
//   list [--set-aside|--pending|--spam]   a table, newest first (all enquiries; spam only with --spam)
//   export --csv [--set-aside|--pending|--spam]   every field as CSV (RFC 4180, UTF-8 with BOM) on stdout
//   retry ID                               delivers a set-aside enquiry once, with its own idempotency key,
//                                          through the relay's outbox and the provider in ENQUIRY_* variables
// Store options: --store local (default; --dir FOLDER, else ENQUIRY_STORE_DIR or npm start's folder),
//   --store d1 [--local [--persist-to FOLDER]] (wrangler's login; --local: wrangler's local D1),
//   --store netlify-blobs (the Netlify CLI's login and linked site; --blobs-url URL: a local blobs server).
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { runAsCommand } from '../shared/is-entry.mjs';
import { LOCAL_RELAY_ENV } from '../shared/local-env.mjs';
import { enquiryRows, filterRows, findRow, formatCsv, formatTable, spamRows } from './enquiry-rows.mjs';
import { openStore, STORES } from './enquiry-stores.mjs';

const USAGE = `Usage: npm run enquiries -- list [--set-aside|--pending|--spam]
       npm run enquiries -- export --csv [--set-aside|--pending|--spam]
       npm run enquiries -- retry ID
Options: --store ${STORES.join('|')} (default local), --dir FOLDER (local), --local and --persist-to FOLDER (d1), --blobs-url URL (netlify-blobs)`;

/** What each retry outcome tells the owner, and whether the command succeeded. */
const RETRY_OUTCOMES = {
  delivered: [true, 'delivered: the provider confirmed it'],
  'set-aside-again': [false, 'the provider did not confirm it: it stays set aside (try again later)'],
  'retry-later': [false, 'the provider did not confirm it: the host\'s sweep tries again'],
  'already-delivered': [false, 'refused: it was already delivered'],
  'not-set-aside': [false, 'refused: it is not set aside (the sweep is still delivering it)'],
  busy: [false, 'refused: another instance or retry is delivering it right now'],
  missing: [false, 'refused: it is no longer in the store'],
  'not-configured': [false, 'refused: no provider settings; set ENQUIRY_API_URL, ENQUIRY_PRODUCT, ENQUIRY_USER and ENQUIRY_PASSWORD as on the host'],
};

function parse(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      store: { type: 'string', default: 'local' },
      dir: { type: 'string' },
      local: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      'blobs-url': { type: 'string' },
      'set-aside': { type: 'boolean', default: false },
      pending: { type: 'boolean', default: false },
      spam: { type: 'boolean', default: false },
      csv: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const filters = ['set-aside', 'pending', 'spam'].filter((name) => values[name]);
  if (filters.length > 1) throw new Error(`choose one of --${filters.join(', --')}`);
  return { values, command: positionals[0], args: positionals.slice(1), filter: filters[0] };
}

async function rowsFor(opened, filter) {
  if (filter === 'spam') return spamRows(await opened.entries('spam/'));
  return filterRows(enquiryRows(await opened.entries('enquiry/')), filter);
}

/**
 * The provider settings a retry uses: the ENQUIRY_* variables, as on the host; for the local store
 * with none set, npm start's own local provider, so `retry` works after `npm start` as it is.
 */
const providerEnv = (store) => (store === 'local' && process.env.ENQUIRY_API_URL === undefined ? { ...LOCAL_RELAY_ENV, ...process.env } : process.env);

async function retry(opened, wanted, env) {
  const { row, ambiguous } = findRow(enquiryRows(await opened.entries('enquiry/')), wanted);
  if (!row) {
    const more = ambiguous.length ? `: it starts ${ambiguous.length} enquiries' ids or keys; give more of it` : ` (npm run enquiries -- list shows them)`;
    throw new Error(`retry: no enquiry with the id or key '${wanted}' in ${opened.where}${more}`);
  }
  const { createEnquiryRelay, relaySettingsFromEnv } = await tsImport('../../lib/enquiry/server/index.ts', import.meta.url);
  const relay = createEnquiryRelay(relaySettingsFromEnv(env), opened.store, { log: (line) => console.error(line) });
  const outcome = await relay.retry(row.key);
  const [ok, words] = RETRY_OUTCOMES[outcome] ?? [false, outcome];
  console.log(`enquiry ${row.id} (key ${row.key}): ${words}`);
  return ok ? 0 : 1;
}

async function main() {
  const { values, command, args, filter } = parse(process.argv.slice(2));
  if (values.help || !['list', 'export', 'retry'].includes(command ?? '')) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (command === 'export' && !values.csv) throw new Error('export: say the format, --csv');
  if (command === 'retry' && args.length !== 1) throw new Error('retry: give one enquiry ID (its id or idempotency key, or their start)');
  const opened = await openStore({ store: values.store, dir: values.dir, local: values.local, persistTo: values['persist-to'], blobsUrl: values['blobs-url'] });
  if (command === 'retry') return retry(opened, args[0], providerEnv(values.store));
  const rows = await rowsFor(opened, filter);
  if (command === 'export') {
    process.stdout.write(formatCsv(rows));
    return 0;
  }
  console.log(rows.length ? formatTable(rows) : `No ${filter ? filter.replace('-', ' ') : ''} enquiries in ${opened.where}.`.replace('No  ', 'No '));
  return 0;
}

runAsCommand('operate/enquiries.mjs', 'enquiries', async () => {
  process.exitCode = await main();
});
