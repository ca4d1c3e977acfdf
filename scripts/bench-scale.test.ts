// The scale benchmark's catalog: N entries, the real ones first, copies under new names and titles.
import { multiplyCatalog } from './bench-scale.mjs';

test('multiplies the catalog with unique names and titles', () => {
  const products = [
    { name: 'pump', title: 'Pump', image: '/images/p.jpg' },
    { name: 'plant', title: 'Plant', image: '/images/q.jpg' },
  ];
  const grown = multiplyCatalog(products, 5);
  expect(grown.map((p) => p.name)).toEqual(['pump', 'plant', 'pump-2', 'plant-2', 'pump-3']);
  expect(grown.map((p) => p.title)).toEqual(['Pump', 'Plant', 'Pump 2', 'Plant 2', 'Pump 3']);
  expect(grown[4]!.image).toBe('/images/p.jpg');
  expect(new Set(grown.map((p) => p.name)).size).toBe(5);
});
