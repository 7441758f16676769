import { type CarType, DEFAULT_COMPANY_STATE } from '@fleetdesk/contract';

/** 1 work location, 2 vehicle type, 3 car details, 4 success (spec 2 §2 "Add car"). */
export type AddCarStep = 1 | 2 | 3 | 4;

/** The dialog's title at each step; step 1's is the spec's own words. */
export const STEP_TITLES: Readonly<Record<AddCarStep, string>> = {
  1: 'Your work location',
  2: 'Vehicle type',
  3: 'Car details',
  4: 'Add car',
};

export interface AddCarWizard {
  step: AddCarStep;
  stateCode: string | null;
  type: CarType | null;
}

/** Fleet users skip the work location: they start at the type step with NY (spec 2 §1). */
export function startWizard(isFleet: boolean): AddCarWizard {
  return isFleet
    ? { step: 2, stateCode: DEFAULT_COMPANY_STATE, type: null }
    : { step: 1, stateCode: null, type: null };
}

/** Back goes one step, never to the skipped step 1 of fleet mode, nor out of the success screen. */
export function canGoBack(step: AddCarStep, isFleet: boolean): boolean {
  const firstStep = isFleet ? 2 : 1;
  return step > firstStep && step < 4;
}

export const previousStep = (step: AddCarStep): AddCarStep => (step > 1 ? ((step - 1) as AddCarStep) : step);

/** Another state offers other types, so a type chosen for the old state is dropped. */
export function withState(wizard: AddCarWizard, stateCode: string | null): AddCarWizard {
  return stateCode === wizard.stateCode ? wizard : { ...wizard, stateCode, type: null };
}
