// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../testing/renderDialog';
import { CreateRideDialog } from './CreateRideDialog';
import { useRideDraftStore } from './rideDraftStore';
import { baseAnswers, click, reachStep3, resetWizardAroundEachTest } from './wizardTestSteps';

// Next and Back replace the step under the keyboard's focus: the new step's heading takes it, so a
// keyboard or screen-reader user hears where they are and tabs on into its first field.
resetWizardAroundEachTest();

const focusedHeading = () => {
  const focused = document.activeElement;
  return focused?.getAttribute('role') === 'heading' ? focused.getAttribute('aria-label') : null;
};

describe('CreateRideDialog focus', () => {
  it("moves focus to the new step's heading after Next and Back", async () => {
    await reachStep3();
    await waitFor(() => expect(focusedHeading()).toBe('Step 3 of 3: Ride details'));
    click('Back');
    await screen.findByLabelText(/First name/);
    await waitFor(() => expect(focusedHeading()).toBe('Step 2 of 3: Passenger'));
    click('Back');
    await screen.findByRole('combobox');
    await waitFor(() => expect(focusedHeading()).toBe('Step 1 of 3: Company'));
    click('Next');
    await screen.findByLabelText(/First name/);
    await waitFor(() => expect(focusedHeading()).toBe('Step 2 of 3: Passenger'));
  });

  it("names the shown step as a heading but leaves the dialog's own focus when it opens", async () => {
    useRideDraftStore.setState({ step: 'step-2' });
    renderWithApi(<CreateRideDialog open onClose={vi.fn()} />, baseAnswers);
    await screen.findByLabelText(/First name/);
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Passenger' })).toBeTruthy();
    expect(focusedHeading()).toBeNull();
  });
});
