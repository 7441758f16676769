import { CAR_RULE_MESSAGES, type CarType, cars } from '@fleetdesk/contract';
import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '../../../api/endpointQuery';
import { stateOptionOf } from './usStates';

interface CarTypeStepProps {
  stateCode: string;
  typeId: number | null;
  onChange: (type: CarType) => void;
  /** Hidden in fleet mode, where this is the first step. */
  onBack: (() => void) | null;
  onNext: () => void;
}

function TypeLabel({ type }: { type: CarType }) {
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="subtitle2">{type.title}</Typography>
      {type.description && (
        <Typography variant="body2" color="text.secondary">
          {type.description}
        </Typography>
      )}
    </Box>
  );
}

/** Step 2: the vehicle types the chosen state allows, each with its title and description. */
export function CarTypeStep({ stateCode, typeId, onChange, onBack, onNext }: CarTypeStepProps) {
  const types = useQuery(endpointQuery(cars.carTypes, { query: { state: stateCode } }));
  const [triedEmpty, setTriedEmpty] = useState(false);
  const list = types.data?.types ?? [];
  const next = () => {
    if (typeId === null) setTriedEmpty(true);
    else onNext();
  };
  return (
    <>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Work location: {stateOptionOf(stateCode)?.name ?? stateCode}
        </Typography>
        {types.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={28} />
          </Box>
        ) : (
          <RadioGroup
            aria-label="Vehicle type"
            value={typeId === null ? '' : String(typeId)}
            onChange={(event) => {
              const chosen = list.find((type) => String(type.id) === event.target.value);
              if (chosen) onChange(chosen);
            }}
          >
            {list.map((type) => (
              <FormControlLabel
                key={type.id}
                value={String(type.id)}
                control={<Radio />}
                label={<TypeLabel type={type} />}
                sx={{
                  mx: 0,
                  mb: 1,
                  pr: 2,
                  border: 1,
                  borderRadius: 1,
                  borderColor: type.id === typeId ? 'primary.main' : 'divider',
                }}
              />
            ))}
          </RadioGroup>
        )}
        {types.isSuccess && list.length === 0 && <Typography color="text.secondary">No Data</Typography>}
        {triedEmpty && typeId === null && (
          <FormHelperText error>{CAR_RULE_MESSAGES.typeRequired}</FormHelperText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {onBack && (
          <Button color="inherit" onClick={onBack}>
            Back
          </Button>
        )}
        <Button variant="contained" onClick={next}>
          Next
        </Button>
      </DialogActions>
    </>
  );
}
