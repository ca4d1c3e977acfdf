// `npm audit --omit=dev --audit-level=high`, except that an advisory service this machine cannot
// reach (a registry mirror without the audit endpoint answers 405) is reported, not failed:
// that says nothing about our dependencies. Any high or critical advisory fails.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(run.stdout, run.stderr);
  process.exit(run.status ?? 1);
}

if (report.statusCode || report.error) {
  console.warn(`npm audit: NOT CHECKED – the advisory service did not answer (${report.message ?? report.error?.summary ?? 'unknown error'}).`);
  // What can still be said from the registry: fixes ship as new releases, so list any newer one.
  const outdated = spawnSync('npm', ['outdated', '--omit=dev', '--json'], { encoding: 'utf8' });
  try {
    const newer = Object.entries(JSON.parse(outdated.stdout || '{}')).map(([name, info]) => `${name} ${info.current} -> ${info.latest}`);
    console.warn(newer.length ? `Direct production dependencies with newer releases: ${newer.join(', ')}` : 'Every direct production dependency is at its latest release.');
  } catch {
    console.warn('npm outdated did not answer either.');
  }
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities ?? {};
console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`);
if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
  console.error('High or critical advisories: run `npm audit --omit=dev` for details.');
  process.exit(1);
}
