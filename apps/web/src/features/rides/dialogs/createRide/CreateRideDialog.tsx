import { MESSAGES } from '@fleetdesk/contract';
import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  Step,
  StepLabel,
  Stepper,
} from '@mui/material';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../../ui/dialogs/FormDialog';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { useSettings } from '../shared/useSettings';
import { bookableCompanies } from './bookableCompanies';
import { CompanyStep } from './CompanyStep';
import { PassengerStep } from './PassengerStep';
import { RideDetailsStep } from './RideDetailsStep';
import { useRideDraftStore, type WizardStep } from './rideDraftStore';
import type { RideDetailsInput } from './wizardSchemas';

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    createRide: Record<string, never>;
  }
}

const STEPS: { key: WizardStep; label: string }[] = [
  { key: 'step-1', label: 'Company' },
  { key: 'step-2', label: 'Passenger' },
  { key: 'step-3', label: 'Ride details' },
];

/** New ride: company, then passenger and route, then days, price and payment (spec 1 §2.7). */
export function CreateRideDialog({ open, onClose }: DialogControl) {
  const draft = useRideDraftStore();
  const settings = useSettings();
  const companies = useMemo(
    () => bookableCompanies(settings.data?.ride_types ?? [], settings.data?.facility_companies ?? []),
    [settings.data],
  );
  const isFacility = companies.some((company) => company.id === draft.companyId && company.isFacility);
  const { dropEstimates, reset } = draft;

  const handleExpired = useCallback(
    (details: Partial<RideDetailsInput>) => {
      enqueueSnackbar(MESSAGES.estimateExpired, { variant: 'warning' });
      dropEstimates(details);
    },
    [dropEstimates],
  );
  const handleBooked = () => {
    reset();
    onClose();
  };

  // Step 3 needs the passenger's values and estimates; without them the passenger step is what shows.
  const shown: WizardStep =
    draft.step === 'step-1'
      ? 'step-1'
      : draft.step === 'step-2' || !draft.passengerValues || !draft.estimates
        ? 'step-2'
        : 'step-3';
  const stepIndex = STEPS.findIndex((step) => step.key === shown);
  const stepHeading = useStepFocus(shown);
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="create-ride-title">
      <DialogTitle id="create-ride-title">New ride</DialogTitle>
      <Stepper activeStep={stepIndex} sx={{ px: 3, pb: 1 }}>
        {STEPS.map((step, index) => (
          <Step key={step.key} data-testid={step.key}>
            <StepLabel
              {...(index === stepIndex && {
                ref: stepHeading,
                tabIndex: -1,
                role: 'heading',
                'aria-level': 2,
                'aria-label': `Step ${index + 1} of ${STEPS.length}: ${step.label}`,
              })}
            >
              {step.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {settings.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress size={28} />
        </Box>
      ) : !settings.data ? (
        // Without the settings there is no company to offer: an empty list would read as none at all.
        <>
          <DialogContent>
            <LoadFailed what="The companies" load={settings} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </>
      ) : shown === 'step-1' ? (
        <CompanyStep
          companies={companies}
          companyId={draft.companyId}
          onNext={draft.chooseCompany}
          onCancel={onClose}
        />
      ) : shown === 'step-2' || !draft.passengerValues || !draft.estimates ? (
        <PassengerStep
          key={draft.companyId}
          companyId={draft.companyId}
          isFacility={isFacility}
          initial={draft.passenger}
          onBack={(input) => {
            useRideDraftStore.setState({ passenger: input });
            draft.goTo('step-1');
          }}
          onNext={draft.savePassenger}
        />
      ) : (
        <RideDetailsStep
          companyId={draft.companyId}
          isFacility={isFacility}
          passenger={draft.passengerValues}
          estimates={draft.estimates}
          initial={draft.details}
          onBack={(details) => {
            draft.saveDetails(details);
            draft.goTo('step-2');
          }}
          onBooked={handleBooked}
          onExpired={handleExpired}
        />
      )}
    </FormDialog>
  );
}

/**
 * Next and Back unmount the step holding the focus (and the button pressed), which dropped it on the
 * page: the new step's heading takes it instead, so it is announced and Tab goes on into its fields.
 * Opening the dialog keeps the dialog's own focus.
 */
function useStepFocus(shown: WizardStep) {
  const heading = useRef<HTMLSpanElement>(null);
  const last = useRef(shown);
  useEffect(() => {
    if (last.current === shown) return;
    last.current = shown;
    heading.current?.focus();
  }, [shown]);
  return heading;
}
