import { enquirySettings, parseEnquiryMode } from './settings.mjs';

test('the enquiry mode: relay by default, direct when only the old API URL is set, checked', () => {
  expect(parseEnquiryMode(undefined, '')).toBe('relay');
  expect(parseEnquiryMode('', 'https://api.example.com')).toBe('direct');
  expect(parseEnquiryMode('relay', 'https://api.example.com')).toBe('relay');
  expect(parseEnquiryMode(' off ', '')).toBe('off');
  expect(() => parseEnquiryMode('proxy', '')).toThrow(/NEXT_PUBLIC_ENQUIRY_MODE/);
});

describe('enquirySettings', () => {
  it('gives the API URL the browser calls in direct mode only', () => {
    const api = 'https://api.example.com';
    const direct = (env: Record<string, string>) => enquirySettings(env).directApiUrl;
    expect(direct({ NEXT_PUBLIC_ENQUIRY_API_URL: `${api}/` })).toBe(api);
    expect(direct({ NEXT_PUBLIC_ENQUIRY_API_URL: api, NEXT_PUBLIC_ENQUIRY_MODE: 'direct' })).toBe(api);
    expect(direct({ NEXT_PUBLIC_ENQUIRY_API_URL: api, NEXT_PUBLIC_ENQUIRY_MODE: 'relay' })).toBe('');
    expect(direct({ NEXT_PUBLIC_ENQUIRY_API_URL: api, NEXT_PUBLIC_ENQUIRY_MODE: 'off' })).toBe('');
    expect(enquirySettings({})).toEqual({ mode: 'relay', apiUrl: '', directApiUrl: '' });
  });

  it('takes a same-origin path and refuses anything else, naming the variable', () => {
    expect(enquirySettings({ NEXT_PUBLIC_ENQUIRY_API_URL: '/enquiry-api' }).directApiUrl).toBe('/enquiry-api');
    expect(() => enquirySettings({ NEXT_PUBLIC_ENQUIRY_API_URL: 'api.example.com' })).toThrow(/NEXT_PUBLIC_ENQUIRY_API_URL/);
  });
});
