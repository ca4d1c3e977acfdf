import { isSubmitKey } from './submit-key';

const input = { tagName: 'INPUT' } as unknown as EventTarget;
const textarea = { tagName: 'TEXTAREA' } as unknown as EventTarget;

describe('isSubmitKey', () => {
  it.each([
    ['Enter in a one-line field', { key: 'Enter', isComposing: false, target: input }, true],
    ['Enter in the message box (a new line)', { key: 'Enter', isComposing: false, target: textarea }, false],
    ['Enter while an input method composes', { key: 'Enter', isComposing: true, target: input }, false],
    ['another key', { key: 'a', isComposing: false, target: input }, false],
    ['no target', { key: 'Enter', isComposing: false, target: null }, false],
  ])('%s', (_name, event, expected) => {
    expect(isSubmitKey(event)).toBe(expected);
  });
});
