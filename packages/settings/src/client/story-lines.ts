/**
 * The story's lists are edited as lines of text, fields split by " | ": quick to type on a
 * phone, readable by a screen reader as one text box, and no drag-and-drop to learn.
 */
import type { Story } from '../contract';

const split = (line: string) => line.split('|').map((part) => part.trim());
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export const historyToText = (h: Story['history']) => h.map((m) => [m.when, m.title, m.text, m.highlight].filter((x, i) => i < 3 || x).join(' | ')).join('\n');
export const quotesToText = (q: Story['quotes']) => q.map((x) => [x.text, x.by, x.role].filter((v, i) => i < 2 || v).join(' | ')).join('\n');
export const peopleToText = (p: Story['people']) => p.map((x) => [x.group, x.name, x.role].filter((v, i) => i < 2 || v).join(' | ')).join('\n');

export function textToHistory(text: string): Story['history'] {
  return lines(text).map((line) => {
    const [when = '', title = '', body = '', highlight = ''] = split(line);
    return { when, title, text: body, highlight };
  });
}
export function textToQuotes(text: string): Story['quotes'] {
  return lines(text).map((line) => {
    const [quote = '', by = '', role = ''] = split(line);
    return { text: quote, by, role };
  });
}
export function textToPeople(text: string): Story['people'] {
  return lines(text).map((line) => {
    const [group = '', name = '', role = ''] = split(line);
    return { group, name, role };
  });
}
