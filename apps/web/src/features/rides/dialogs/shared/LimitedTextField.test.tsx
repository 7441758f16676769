// @vitest-environment jsdom
import { REVIVE_REASON_MAX } from '@fleetdesk/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { LimitedTextField } from './LimitedTextField';

afterEach(cleanup);

function NoteForm({ max }: { max: number }) {
  const { control, watch } = useForm({ defaultValues: { note: '' } });
  return (
    <>
      <LimitedTextField control={control} name="note" max={max} label="Note" />
      <output>{watch('note')}</output>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement;
/** jsdom has no clipboard: a paste reaches React as the change event the browser fires after it. */
const typeOrPaste = (value: string) => fireEvent.change(box(), { target: { value } });

describe('LimitedTextField', () => {
  it('counts characters and has no maxLength that would cut a paste silently', () => {
    render(<NoteForm max={10} />);
    typeOrPaste('abc');
    expect(screen.getByText('3/10')).toBeTruthy();
    expect(box().hasAttribute('maxlength')).toBe(false);
  });

  it("keeps what fits of a paste past the limit and says 'Max characters count is {n}!'", () => {
    render(<NoteForm max={REVIVE_REASON_MAX} />);
    typeOrPaste('x'.repeat(REVIVE_REASON_MAX + 40));
    expect(screen.getByText(`Max characters count is ${REVIVE_REASON_MAX}!`)).toBeTruthy();
    expect(box().value).toHaveLength(REVIVE_REASON_MAX);
    expect(screen.getByRole('status').textContent).toHaveLength(REVIVE_REASON_MAX);
    expect(box().getAttribute('aria-invalid')).toBe('true');
  });

  it('says it for one character typed past the limit, and stops saying it once the text fits', () => {
    render(<NoteForm max={5} />);
    typeOrPaste('hello');
    expect(screen.queryByText('Max characters count is 5!')).toBeNull();
    typeOrPaste('hello!');
    expect(screen.getByText('Max characters count is 5!')).toBeTruthy();
    expect(box().value).toBe('hello');
    typeOrPaste('hell');
    expect(screen.queryByText('Max characters count is 5!')).toBeNull();
    expect(screen.getByText('4/5')).toBeTruthy();
  });
});
