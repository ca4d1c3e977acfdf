import { productDescription } from './metadata';

test("a product's description starts with its title, so copies with the same text still differ", () => {
  const text = 'Packaged pumps that keep the pressure steady on every floor.';
  expect(productDescription({ title: 'Booster A', commonContent: text })).toBe(`Booster A: ${text}`);
  expect(productDescription({ title: 'Booster B', commonContent: text })).not.toBe(productDescription({ title: 'Booster A', commonContent: text }));
});

test('a long description is cut at 160 characters with an ellipsis', () => {
  const description = productDescription({ title: 'Booster', commonContent: 'word '.repeat(60) });
  expect(description.length).toBeLessThanOrEqual(160);
  expect(description.endsWith('…')).toBe(true);
});
