// When a key press in the enquiry form means "send": Enter in a one-line field, not while an
// input method is composing text (Enter in the message box is a new line).

/** The parts of a keyboard event the rule needs (a DOM event, or React's nativeEvent). */
interface KeyPress {
  key: string;
  isComposing: boolean;
  target: EventTarget | null;
}

export function isSubmitKey(event: KeyPress): boolean {
  const target = event.target as { tagName?: string } | null;
  return event.key === 'Enter' && !event.isComposing && target?.tagName === 'INPUT';
}
