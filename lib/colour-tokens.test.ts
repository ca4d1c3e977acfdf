// The colour tokens and app/globals.css's custom properties are one set: a colour changed in one
// place only fails here, so the share pictures never drift from the pages.
import fs from 'node:fs';
import path from 'node:path';
import { COLOURS } from './colour-tokens.mjs';

/** Every --color-<name>: <value>; of a stylesheet's :root rule. */
function rootColours(css: string): Record<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries([...root.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim().toLowerCase()]));
}

test("app/globals.css declares each colour token as --color-<name>, with the token's value, and no other colour", () => {
  const css = fs.readFileSync(path.join(__dirname, '../app/globals.css'), 'utf8');
  expect(rootColours(css)).toEqual(COLOURS);
});

test('a colour that differs is seen', () => {
  expect(rootColours(':root { --color-primary: #0B5CAB; --color-accent: #000; }')).toEqual({ primary: '#0b5cab', accent: '#000' });
  expect(rootColours(':root { --color-primary: #0b5cac; }')).not.toEqual({ primary: COLOURS.primary });
});
