// Filling the editors' text templates ('Page {page} of {pages}') with values.

/** Replaces every '{key}' in template by vars[key]; unknown keys are left as they are. */
export function fillTemplate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(vars, key) ? String(vars[key]) : match));
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-14' → '14 March 2026', the same on every machine (read as a UTC day). */
export function formatDate(isoDay: string): string {
  return LONG_DATE.format(new Date(`${isoDay}T00:00:00Z`));
}
