// @vitest-environment jsdom
import { MESSAGES } from '@fleetdesk/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../testing/renderDialog';
import { CreateRideDialog } from './CreateRideDialog';
import { settingsAnswer } from './wizardTestData';
import { baseAnswers, click, resetWizardAroundEachTest } from './wizardTestSteps';

// Step 1 of the wizard: the company the ride is booked for.
resetWizardAroundEachTest();

describe('CreateRideDialog step 1', () => {
  it('offers facilities and companies but not the brokers, with company 39 chosen', async () => {
    renderWithApi(<CreateRideDialog open onClose={vi.fn()} />, baseAnswers);
    const select = await screen.findByRole('combobox');
    expect(select.textContent).toBe('Fleetdesk Rides');
    fireEvent.mouseDown(select);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    // Facilities first under their own heading, then the other companies; no broker.
    expect(options).toEqual([
      'Facility',
      'Harlem Dialysis Center',
      'Companies',
      'Fleetdesk Rides',
      'Hudson Corporate Travel',
    ]);
    expect(screen.queryByText('Sentry')).toBeNull();
  });

  it('requires a company when the default one cannot be booked', async () => {
    renderWithApi(<CreateRideDialog open onClose={vi.fn()} />, {
      ...baseAnswers,
      'GET /api/v1/settings': { ...settingsAnswer, ride_types: settingsAnswer.ride_types.slice(2) },
    });
    await screen.findByRole('combobox');
    click('Next');
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
  });

  it('says the companies could not be loaded, with a Retry, instead of an empty company list', async () => {
    renderWithApi(<CreateRideDialog open onClose={vi.fn()} />, {
      ...baseAnswers,
      'GET /api/v1/settings': [503, { message: 'Service Unavailable' }],
    });
    expect(await screen.findByText('The companies could not be loaded. Service Unavailable')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
