// Filling the editors' text templates ('Page {page} of {pages}') with values.

/** Replaces every '{key}' in template by vars[key]; unknown keys are left as they are. */
export function fillTemplate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(vars, key) ? String(vars[key]) : match));
}
