// Loading the whole product choice over real HTTP: the list as served, and a refusal of anything else.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadProductChoices } from './load-product-choices';

let server: http.Server;
let base = '';
const answers: Record<string, [number, string]> = {
  '/ok.json': [200, JSON.stringify([{ label: 'Pumping systems', titles: ['Solar Pump', 'Fire Pump'] }, { titles: ['Filter'] }])],
  '/wrong-shape.json': [200, JSON.stringify({ products: [] })],
  '/bad-title.json': [200, JSON.stringify([{ titles: [1] }])],
  '/missing.json': [404, 'not found'],
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [status, body] = answers[req.url ?? ''] ?? [404, ''];
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

test('returns the groups as served', async () => {
  await expect(loadProductChoices(`${base}/ok.json`)).resolves.toEqual([
    { label: 'Pumping systems', titles: ['Solar Pump', 'Fire Pump'] },
    { titles: ['Filter'] },
  ]);
});

test('rejects an error status and data of another shape, so the form keeps the choice it has', async () => {
  await expect(loadProductChoices(`${base}/missing.json`)).rejects.toThrow('HTTP 404');
  await expect(loadProductChoices(`${base}/wrong-shape.json`)).rejects.toThrow('not a list of product choice groups');
  await expect(loadProductChoices(`${base}/bad-title.json`)).rejects.toThrow('not a list of product choice groups');
});
