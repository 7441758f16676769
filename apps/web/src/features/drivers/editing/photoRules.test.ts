import { describe, expect, it } from 'vitest';
import { photoProblem } from './photoRules';

describe('the photo upload', () => {
  it('takes exactly one jpeg, png, bmp or pdf', () => {
    expect(photoProblem([])).toBe('Required');
    expect(photoProblem([{ type: 'image/png' }, { type: 'image/png' }])).toBe('Only one file is allowed');
    expect(photoProblem([{ type: 'text/plain' }])).toBe('The file must be in jpeg, png or bmp format');
    expect(photoProblem([{ type: 'image/jpeg' }])).toBeNull();
  });
});
