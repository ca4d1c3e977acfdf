import { parseEnquiryMode } from './public-settings.mjs';

test('the enquiry mode: relay by default, direct when only the old API URL is set, checked', () => {
  expect(parseEnquiryMode(undefined, '')).toBe('relay');
  expect(parseEnquiryMode('', 'https://api.example.com')).toBe('direct');
  expect(parseEnquiryMode('relay', 'https://api.example.com')).toBe('relay');
  expect(parseEnquiryMode(' off ', '')).toBe('off');
  expect(() => parseEnquiryMode('proxy', '')).toThrow(/NEXT_PUBLIC_ENQUIRY_MODE/);
});
