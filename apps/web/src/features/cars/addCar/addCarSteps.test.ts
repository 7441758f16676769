import { describe, expect, it } from 'vitest';
import { canGoBack, previousStep, startWizard, withState } from './addCarSteps';

const sedan = {
  id: 1,
  title: 'Sedan',
  description: null,
  color: null,
  identifier_description: null,
  state: null,
};

describe('the add-car steps', () => {
  it('starts staff at the work location with no state', () => {
    expect(startWizard(false)).toEqual({ step: 1, stateCode: null, type: null });
  });

  it('starts fleet users at the type step with NY', () => {
    expect(startWizard(true)).toEqual({ step: 2, stateCode: 'NY', type: null });
  });

  it('offers Back one step at a time, never into the fleet mode skipped step, nor after success', () => {
    expect(canGoBack(1, false)).toBe(false);
    expect(canGoBack(2, false)).toBe(true);
    expect(canGoBack(3, false)).toBe(true);
    expect(canGoBack(4, false)).toBe(false);
    expect(canGoBack(2, true)).toBe(false);
    expect(canGoBack(3, true)).toBe(true);
    expect(previousStep(3)).toBe(2);
  });

  it('drops the chosen type when the state changes', () => {
    const chosen = { step: 1 as const, stateCode: 'NY', type: sedan };
    expect(withState(chosen, 'NY')).toBe(chosen);
    expect(withState(chosen, 'NJ')).toEqual({ step: 1, stateCode: 'NJ', type: null });
  });
});
