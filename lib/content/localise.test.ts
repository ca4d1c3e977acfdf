import { localise, type LocalisedSchema } from './localise';

const product: LocalisedSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    title: { type: 'string', i18n: true },
    order: { type: 'integer' },
    features: { type: 'array', i18n: true, items: { type: 'string' } },
    specs: {
      type: 'array',
      i18n: true,
      items: { type: 'object', properties: { label: { type: 'string', i18n: true }, value: { type: 'string' } } },
    },
  },
};

const english = {
  name: 'drip-kit',
  title: 'Drip kit',
  order: 2,
  features: ['Even flow', 'Less water'],
  specs: [
    { label: 'Flow', value: '20 L/h' },
    { label: 'Pressure', value: '1 bar' },
  ],
};

describe('localise', () => {
  it("takes the language's words and the default language's shared fields", () => {
    const marathi = {
      name: 'drip-kit',
      title: 'ठिबक संच',
      order: 2,
      features: ['एकसारखा प्रवाह', 'कमी पाणी', 'कमी वीज'],
      specs: [
        { label: 'प्रवाह', value: '20 L/h' },
        { label: 'दाब', value: '1 bar' },
      ],
    };
    expect(localise(product, english, marathi)).toEqual({ value: marathi, gaps: [] });
  });

  it('names each missing word and uses the default language there', () => {
    const { value, gaps } = localise(product, english, { title: 'ठिबक संच', specs: [{ label: 'प्रवाह' }, {}] });
    expect(gaps).toEqual(['field "features"', 'field "specs", entry 2, field "label"']);
    expect(value.title).toBe('ठिबक संच');
    expect(value.features).toEqual(english.features);
    expect(value.specs).toEqual([
      { label: 'प्रवाह', value: '20 L/h' },
      { label: 'Pressure', value: '1 bar' },
    ]);
  });

  it("takes shared fields from the default language whatever the language's copy says; an entry changed there since waits for its words", () => {
    // The admin keeps the copy it made, so a copy that differs is the default's older value.
    const { value, gaps } = localise(product, english, { ...english, title: 'ठिबक संच', order: 5, specs: [{ label: 'प्रवाह', value: '25 L/h' }, { label: 'दाब', value: '1 bar' }] });
    expect(value.order).toBe(2);
    expect(value.title).toBe('ठिबक संच');
    // The first spec's value changed in English: its Marathi label was written for the old one.
    expect(value.specs).toEqual([english.specs[0], { label: 'दाब', value: '1 bar' }]);
    expect(gaps).toEqual(['field "specs", entry 1 (changed in the default language: field "specs", entry 1, field "value")']);
  });

  it('makes a list of entries with shared fields a gap when its entries are not the default language\'s', () => {
    const { value, gaps } = localise(product, english, { ...english, title: 'ठिबक संच', specs: [{ label: 'प्रवाह', value: '20 L/h' }] });
    expect(gaps).toEqual(['field "specs" (1 entries, the default language has 2)']);
    expect(value.specs).toEqual(english.specs);
  });

  it('counts an empty word as missing, and every word when the language has no object at all', () => {
    expect(localise(product, english, { ...english, title: '' }).gaps).toEqual(['field "title"']);
    expect(localise(product, english, undefined).gaps).toEqual(['field "title"', 'field "features"', 'field "specs"']);
  });

  it('keeps a word the default language leaves out when the language gives it', () => {
    const schema: LocalisedSchema = { type: 'object', properties: { title: { type: 'string', i18n: true }, note: { type: 'string', i18n: true } } };
    expect(localise(schema, { title: 'A' }, { title: 'अ', note: 'टीप' }).value).toEqual({ title: 'अ', note: 'टीप' });
  });

  it("follows the schema's own definitions ($ref)", () => {
    const schema: LocalisedSchema = {
      type: 'object',
      definitions: { page: { type: 'object', properties: { heading: { type: 'string', i18n: true }, path: { type: 'string' } } } },
      properties: { about: { $ref: '#/definitions/page' } },
    };
    const { value, gaps } = localise(schema, { about: { heading: 'About', path: '/about/' } }, { about: { heading: 'आमच्याविषयी' } });
    expect(value).toEqual({ about: { heading: 'आमच्याविषयी', path: '/about/' } });
    expect(gaps).toEqual([]);
  });
});
