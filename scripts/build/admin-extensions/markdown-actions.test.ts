import { markdownEdit } from './markdown-actions';

describe("the text editor's buttons", () => {
  it('wraps the selection in bold and keeps it selected', () => {
    expect(markdownEdit('a word here', 2, 6, 'bold')).toEqual({ text: 'a **word** here', selectionStart: 4, selectionEnd: 8 });
  });

  it('inserts a placeholder to type over when nothing is selected', () => {
    const edit = markdownEdit('See ', 4, 4, 'link');
    expect(edit.text).toBe('See [link text](/contact/)');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('link text');
  });

  it('makes every selected line a list item, numbered in order, replacing another marker', () => {
    const text = 'Intro\n- one\ntwo\nEnd';
    expect(markdownEdit(text, 6, 15, 'numbered').text).toBe('Intro\n1. one\n2. two\nEnd');
    expect(markdownEdit(text, 6, 15, 'list').text).toBe('Intro\n- one\n- two\nEnd');
  });

  it('makes the line with the cursor a heading', () => {
    expect(markdownEdit('Intro\nResults\nEnd', 9, 9, 'heading').text).toBe('Intro\n## Results\nEnd');
  });

  it('inserts a picture with a path under /images/', () => {
    expect(markdownEdit('', 0, 0, 'picture').text).toBe('![what it shows](/images/name.jpg)');
  });
});
