import { describe, expect, it } from 'vitest';
import { isPdfUrl, zoomAfterKey } from './viewerRules';

describe('the full document view', () => {
  it('zooms with +, - and 0 within its bounds', () => {
    expect(zoomAfterKey(1, '+')).toBe(1.25);
    expect(zoomAfterKey(1, '=')).toBe(1.25);
    expect(zoomAfterKey(1, '-')).toBe(0.75);
    expect(zoomAfterKey(2.5, '0')).toBe(1);
    expect(zoomAfterKey(4, '+')).toBe(4);
    expect(zoomAfterKey(0.25, '-')).toBe(0.25);
    expect(zoomAfterKey(1, 'x')).toBe(1);
  });

  it('knows a pdf by its stored name', () => {
    expect(isPdfUrl('/api/v1/files/private/documents/ab12.pdf?expires=1&signature=x')).toBe(true);
    expect(isPdfUrl('https://cdn.example.com/files/public/documents/ab12.jpg')).toBe(false);
  });
});
