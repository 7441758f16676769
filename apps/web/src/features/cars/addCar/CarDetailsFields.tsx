import { CAR_COLORS, CAR_RULE_MESSAGES } from '@fleetdesk/contract';
import { Box, FormControlLabel, Stack, Switch, Tooltip } from '@mui/material';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../ui/form/FormTextField';
import type { CarDetailsInput } from './carDetailsForm';

/** Spec 2 §9: the placeholders show the longest number the field is meant for. */
const PLATE_PLACEHOLDER = '12345678901';
const VIN_PLACEHOLDER = '12345678901234567';

/** "light_blue" → "Light blue". */
export const colorLabel = (color: string) => {
  const words = color.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface FieldsProps {
  control: Control<CarDetailsInput>;
  setValue: UseFormSetValue<CarDetailsInput>;
  /** The edit form: the VIN changes only with the edit-VIN key (spec 2 §5). */
  vinReadOnly?: boolean;
}

const COLOR_OPTIONS = CAR_COLORS.map((color) => ({ value: color, label: colorLabel(color) }));

function FlagSwitch({
  control,
  name,
  label,
  disabled = false,
  onToggle,
}: {
  control: Control<CarDetailsInput>;
  name: 'wav' | 's_wav' | 'suv';
  label: string;
  disabled?: boolean;
  onToggle?: (on: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Switch
              checked={field.value}
              onChange={(_event, on) => {
                field.onChange(on);
                onToggle?.(on);
              }}
            />
          }
        />
      )}
    />
  );
}

/** The car's own fields of step 3 (spec 2 §5 "Car details"), also the heart of the edit form. */
export function CarDetailsFields({ control, setValue, vinReadOnly = false }: FieldsProps) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <FormTextField
        control={control}
        name="color"
        label="Color"
        options={COLOR_OPTIONS}
        size="medium"
        required
      />
      <FormTextField
        control={control}
        name="plate_number"
        label="Plate Number"
        placeholder={PLATE_PLACEHOLDER}
        size="medium"
        autoComplete="off"
        required
      />
      <FormTextField
        control={control}
        name="vin_number"
        label="VIN Number"
        placeholder={VIN_PLACEHOLDER}
        disabled={vinReadOnly}
        size="medium"
        autoComplete="off"
        required
      />
      <Stack direction="row" useFlexGap spacing={1}>
        <FlagSwitch
          control={control}
          name="wav"
          label="WAV"
          // The stretcher flag only exists with WAV: switching WAV off clears it.
          onToggle={(on) => !on && setValue('s_wav', false)}
        />
        <WavDependentSwitch control={control} />
        <FlagSwitch control={control} name="suv" label="SUV" />
      </Stack>
    </Stack>
  );
}

function WavDependentSwitch({ control }: { control: Control<CarDetailsInput> }) {
  const wav = useWatch({ control, name: 'wav' });
  return (
    <Tooltip title={wav ? '' : CAR_RULE_MESSAGES.onlyForWav}>
      <Box component="span" sx={{ display: 'inline-flex' }}>
        <FlagSwitch control={control} name="s_wav" label="Stretcher" disabled={!wav} />
      </Box>
    </Tooltip>
  );
}
