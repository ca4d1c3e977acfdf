import { fillTemplate } from './text';

test('fillTemplate replaces known keys and leaves others', () => {
  expect(fillTemplate('Error {status} at {step}', { status: 500 })).toBe('Error 500 at {step}');
  expect(fillTemplate('{a}{a}', { a: 'x' })).toBe('xx');
});
