import { excerptParts } from './excerpt';

test('marked words come apart from the text around them', () => {
  expect(excerptParts('Deep <mark>borewell</mark> pumps for <mark>borewells</mark>.')).toEqual([
    { text: 'Deep ', marked: false },
    { text: 'borewell', marked: true },
    { text: ' pumps for ', marked: false },
    { text: 'borewells', marked: true },
    { text: '.', marked: false },
  ]);
});

test('escaped text comes back as the page wrote it, and no markup survives as markup', () => {
  expect(excerptParts('Pumps &amp; motors &lt;script&gt; &#8377;500 &#x2013; <b>x</b> &unknown;')).toEqual([
    { text: 'Pumps & motors <script> ₹500 – x &unknown;', marked: false },
  ]);
  expect(excerptParts('')).toEqual([]);
  expect(excerptParts('<mark>R&amp;D</mark>')).toEqual([{ text: 'R&D', marked: true }]);
});
