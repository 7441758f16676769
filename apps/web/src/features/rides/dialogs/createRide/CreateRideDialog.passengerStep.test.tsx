// @vitest-environment jsdom
import { MESSAGES } from '@fleetdesk/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../testing/renderDialog';
import { CreateRideDialog } from './CreateRideDialog';
import { useRideDraftStore } from './rideDraftStore';
import { estimatesAnswer } from './wizardTestData';
import { baseAnswers, click, fillPassenger, resetWizardAroundEachTest, type } from './wizardTestSteps';

// Step 2 of the wizard: the passenger and the trip, priced into estimates.
resetWizardAroundEachTest();

describe('CreateRideDialog step 2', () => {
  it('checks names and e-mail, which a non-facility rider must give', async () => {
    renderWithApi(<CreateRideDialog open onClose={vi.fn()} />, baseAnswers);
    await screen.findByRole('combobox');
    click('Next');
    await screen.findByLabelText(/First name/);
    type(/First name/, 'M');
    click('Next');
    expect(await screen.findByText('Must be at least 2 characters')).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(3);
    type(/Email/, 'maria@');
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    type(/Email/, 'maria@example');
    expect(await screen.findByText(MESSAGES.emailDomain)).toBeTruthy();
    type(/Trip note/, 'x'.repeat(251));
    expect(await screen.findByText('Max characters count is 250!')).toBeTruthy();
    type(/First name/, 'M'.repeat(31));
    expect(await screen.findByText('Max characters count is 30!')).toBeTruthy();
  });

  it("lets a facility's rider go without e-mail but still checks its domain", async () => {
    useRideDraftStore.setState({ companyId: 50, step: 'step-2' });
    const { calls } = renderWithApi(<CreateRideDialog open onClose={vi.fn()} />, {
      ...baseAnswers,
      'POST /api/v1/estimates/price': estimatesAnswer(9),
    });
    await screen.findByLabelText(/First name/);
    fillPassenger({ email: 'nurse@clinic' });
    click('Next');
    expect(await screen.findByText(MESSAGES.emailDomain)).toBeTruthy();
    type(/Email/, '');
    click('Next');
    await screen.findByLabelText(/Pickup time/);
    expect(calls.find((call) => call.url.endsWith('/estimates/price'))?.body).toMatchObject({
      company_id: 50,
      start: { address: '462 1st Avenue, New York, NY 10016', lat: 40.7394, lon: -73.9754 },
      destination: { lat: 40.7506, lon: -73.9935 },
      with_return: true,
    });
  });

  it("says 'No estimates found' with the hint 'Try again!'", async () => {
    useRideDraftStore.setState({ step: 'step-2' });
    renderWithApi(<CreateRideDialog open onClose={vi.fn()} />, {
      ...baseAnswers,
      'POST /api/v1/estimates/price': [422, { message: MESSAGES.noEstimates }],
    });
    await screen.findByLabelText(/First name/);
    fillPassenger();
    click('Next');
    expect(await screen.findByText(MESSAGES.noEstimates)).toBeTruthy();
    expect(screen.getByText(MESSAGES.tryAgainHint)).toBeTruthy();
  });
});
