// When a key press in the enquiry form means "send": Enter in a one-line field, not while an
// input method is composing text (Enter in the message box is a new line).

/** `event`: a DOM keyboard event, or React's nativeEvent. */
export function isSubmitKey(event: Pick<KeyboardEvent, 'key' | 'isComposing' | 'target'>): boolean {
  return event.key === 'Enter' && !event.isComposing && (event.target as { tagName?: string } | null)?.tagName === 'INPUT';
}
