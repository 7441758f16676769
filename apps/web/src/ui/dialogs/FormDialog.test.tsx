// @vitest-environment jsdom
import { MESSAGES } from '@fleetdesk/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmOptions } from '../confirm/ConfirmDialog';
import { useDialogStore } from './dialogStore';
import { FormDialog, useReportDirty } from './FormDialog';

beforeEach(() => useDialogStore.setState({ entries: [] }));
afterEach(cleanup);

const asked = () => useDialogStore.getState().entries.map((entry) => entry.props as ConfirmOptions);

function renderForm(dirty: boolean) {
  const onClose = vi.fn();
  render(
    <FormDialog dirty={dirty} open onClose={onClose} aria-label="Edit">
      <input aria-label="Name" />
    </FormDialog>,
  );
  return onClose;
}

describe('FormDialog', () => {
  it('closes at once on Escape when nothing is unsaved', () => {
    const onClose = renderForm(false);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(asked()).toEqual([]);
  });

  it('asks the unsaved-changes question first when something is, and closes only on Close', () => {
    const onClose = renderForm(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    const [question] = asked();
    expect(question?.message).toBe(MESSAGES.unsavedChanges);
    expect(question?.confirmLabel).toBe('Close');
    question?.onConfirm();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks on a click outside too', () => {
    const onClose = renderForm(true);
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(asked()).toHaveLength(1);
  });

  it('takes the unsaved state from a form inside that reports it, until that form goes', () => {
    const Form = ({ dirty }: { dirty: boolean }) => {
      useReportDirty(dirty);
      return <input aria-label="Name" />;
    };
    const onClose = vi.fn();
    const shown = (body: React.ReactNode) => (
      <FormDialog open onClose={onClose}>
        {body}
      </FormDialog>
    );
    const { rerender } = render(shown(<Form dirty />));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(asked()).toHaveLength(1);

    rerender(shown(<p>Done</p>));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
