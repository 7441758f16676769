import { Box, Button, DialogActions, DialogContent, Skeleton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { MAP_HEIGHT, MAP_WIDTH } from './mapSize';
import { StateSelect } from './StateSelect';
import type { StateOption } from './usStates';

// The state shapes weigh about 100 KB: they load with the wizard's first step, not with the app.
const UsMap = lazy(() => import('./UsMap').then((module) => ({ default: module.UsMap })));

interface WorkLocationStepProps {
  stateCode: string | null;
  onChange: (code: string | null) => void;
  onNext: () => void;
}

/** Step 1, 'Your work location': the dropdown and the map choose the same state. */
export function WorkLocationStep({ stateCode, onChange, onNext }: WorkLocationStepProps) {
  const [cleared, setCleared] = useState(false);
  const choose = (option: StateOption | null) => {
    setCleared(option === null);
    onChange(option?.code ?? null);
  };
  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <Box sx={{ pt: 1, maxWidth: 360 }}>
          <StateSelect code={stateCode} onChange={choose} showError={cleared && stateCode === null} />
        </Box>
        <Suspense
          fallback={
            <Skeleton
              variant="rounded"
              sx={{ width: '100%', height: 'auto', aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}
            />
          }
        >
          <UsMap selectedCode={stateCode} onSelect={choose} />
        </Suspense>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onNext} disabled={stateCode === null}>
          Next
        </Button>
      </DialogActions>
    </>
  );
}
