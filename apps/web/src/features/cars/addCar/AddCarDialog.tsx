import CloseIcon from '@mui/icons-material/Close';
import { DialogTitle, IconButton } from '@mui/material';
import { useState } from 'react';
import { useAppStore } from '../../../store/appStore';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../ui/dialogs/FormDialog';
import { AddedStep } from './AddedStep';
import {
  type AddCarWizard,
  canGoBack,
  previousStep,
  STEP_TITLES,
  startWizard,
  withState,
} from './addCarSteps';
import { CarDetailsStep } from './CarDetailsStep';
import { CarTypeStep } from './CarTypeStep';
import { WorkLocationStep } from './WorkLocationStep';

interface AddCarProps {
  /** The driver the new car is linked to (the driver page's add car). */
  driverId?: number;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    addCar: AddCarProps;
  }
}

/** Add car, 4 steps: work location, vehicle type, car details, success (spec 2 §2). */
export function AddCarDialog({ driverId, open, onClose }: AddCarProps & DialogControl) {
  const isFleet = useAppStore((state) => state.user?.is_fleet ?? false);
  const [wizard, setWizard] = useState<AddCarWizard>(() => startWizard(isFleet));
  const goTo = (step: AddCarWizard['step']) => setWizard((current) => ({ ...current, step }));
  const back = canGoBack(wizard.step, isFleet) ? () => goTo(previousStep(wizard.step)) : null;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      maxWidth={wizard.step === 1 ? 'md' : 'sm'}
      fullWidth
      aria-labelledby="add-car-title"
    >
      <DialogTitle id="add-car-title" sx={{ pr: 7 }}>
        {STEP_TITLES[wizard.step]}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      {wizard.step === 1 && (
        <WorkLocationStep
          stateCode={wizard.stateCode}
          onChange={(code) => setWizard((current) => withState(current, code))}
          onNext={() => goTo(2)}
        />
      )}
      {wizard.step === 2 && wizard.stateCode && (
        <CarTypeStep
          stateCode={wizard.stateCode}
          typeId={wizard.type?.id ?? null}
          onChange={(type) => setWizard((current) => ({ ...current, type }))}
          onBack={back}
          onNext={() => goTo(3)}
        />
      )}
      {wizard.step === 3 && wizard.stateCode && wizard.type && (
        <CarDetailsStep
          stateCode={wizard.stateCode}
          type={wizard.type}
          driverId={driverId}
          onBack={back}
          onCreated={() => goTo(4)}
        />
      )}
      {wizard.step === 4 && <AddedStep onClose={onClose} />}
    </FormDialog>
  );
}
