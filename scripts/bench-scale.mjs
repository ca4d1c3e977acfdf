// `npm run bench:scale`: what the export costs as the catalog grows. Copies the project into
// .bench-scale/ (scripts/project-copy.mjs),
// builds it with today's 12 products and with the catalog multiplied to N (each entry copied under
// a new name and title, same image), and prints and writes (bench/results/scale-N.json): build
// time, out/ size and file count, the largest page of each kind in raw and Brotli bytes, and the
// _headers rule count and longest line (Cloudflare Pages reads at most 100 rules of 2,000
// characters a line).
//   node scripts/bench-scale.mjs [--products 1000] [--keep]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { copyProject } from './project-copy.mjs';

const KINDS = {
  home: (file) => file === 'index.html',
  'product page': (file) => file.startsWith('product-details/'),
  'products list': (file) => file.startsWith('products/'),
  contact: (file) => file === 'contact/index.html',
};

/** The catalog grown to `count` entries: copies of the real ones under new names and titles. */
export function multiplyCatalog(products, count) {
  return Array.from({ length: count }, (_, index) => {
    const source = products[index % products.length];
    const round = Math.floor(index / products.length);
    return round === 0 ? source : { ...source, name: `${source.name}-${round + 1}`, title: `${source.title} ${round + 1}` };
  });
}

function sizeOf(dir) {
  let bytes = 0;
  let files = 0;
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = fs.statSync(path.join(dir, name));
    if (stat.isFile()) {
      bytes += stat.size;
      files += 1;
    }
  }
  return { bytes, files };
}

/** Builds the copy with `count` products and measures its out/. */
export function measure(dir, count, original) {
  const file = path.join(dir, 'content/product_details.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  data.products = multiplyCatalog(original, count);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  fs.rmSync(path.join(dir, 'out'), { recursive: true, force: true });
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000' } });
  const buildSeconds = (Date.now() - started) / 1000;
  if (build.status !== 0) throw new Error(`the ${count}-product build failed:\n${build.stderr.slice(-3000)}`);
  const out = path.join(dir, 'out');
  const html = fs.readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
  const largest = Object.fromEntries(
    Object.entries(KINDS).map(([kind, matches]) => {
      const [name, raw] = html
        .filter(matches)
        .map((name) => [name, fs.statSync(path.join(out, name)).size])
        .sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
      const brotli = name ? zlib.brotliCompressSync(fs.readFileSync(path.join(out, name))).length : 0;
      return [kind, { page: name, raw, brotli }];
    }),
  );
  const headers = fs.readFileSync(path.join(out, '_headers'), 'utf8').split('\n');
  return {
    products: count,
    buildSeconds,
    out: sizeOf(out),
    largest,
    headers: { rules: headers.filter((line) => line.trim() && !/^\s|^#/.test(line)).length, longestLine: Math.max(...headers.map((line) => line.length)) },
  };
}

function row(result) {
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const pages = Object.values(result.largest).map((page) => `${kib(page.raw)} / ${kib(page.brotli)}`);
  return `| ${result.products} | ${result.buildSeconds.toFixed(1)} | ${(result.out.bytes / 1024 / 1024).toFixed(1)} MiB, ${result.out.files} files | ${pages.join(' | ')} | ${result.headers.rules}, ${result.headers.longestLine} |`;
}

function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '1000' }, keep: { type: 'boolean', default: false } } });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--products: not a count: ${values.products}`);
  const root = process.cwd();
  const dir = path.join(root, '.bench-scale');
  const original = JSON.parse(fs.readFileSync(path.join(root, 'content/product_details.json'), 'utf8')).products;
  copyProject(root, dir);
  try {
    const results = [original.length, count].filter((n, i, all) => all.indexOf(n) === i).map((n) => {
      console.log(`Building with ${n} products ...`);
      return measure(dir, n, original);
    });
    console.log('\n| Products | Build s | out/ | Home KiB raw / br | Largest product page | Largest products list | Contact | _headers rules, longest line |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const result of results) console.log(row(result));
    const file = path.join(root, 'bench/results', `scale-${count}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, file)}`);
  } finally {
    if (!values.keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (/(^|[\\/])bench-scale\.mjs$/.test(process.argv[1] ?? '')) {
  try {
    main();
  } catch (error) {
    console.error(`bench:scale: ${error.message}`);
    process.exitCode = 1;
  }
}
