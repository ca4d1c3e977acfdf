import { fillTemplate, slugOf } from './text';

test('fillTemplate replaces known keys and leaves others', () => {
  expect(fillTemplate('Error {status} at {step}', { status: 500 })).toBe('Error 500 at {step}');
  expect(fillTemplate('{a}{a}', { a: 'x' })).toBe('xx');
});

test('slugOf makes URL segments of names', () => {
  expect(slugOf('Water treatment')).toBe('water-treatment');
  expect(slugOf('  Pumps & Motors (Solar) ')).toBe('pumps-motors-solar');
  expect(slugOf('Électricité')).toBe('electricite');
  expect(slugOf('&&')).toBe('');
});
