import { pageWindow } from './page-window';

test('a pager shows the first, the last and two pages either side of the current one', () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
  expect(pageWindow(9, 42)).toEqual([1, null, 7, 8, 9, 10, 11, null, 42]);
  expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
});
