import {
  Checkbox,
  FormControl,
  InputLabel,
  ListItemText,
  ListSubheader,
  MenuItem,
  Select,
  Typography,
} from '@mui/material';

export interface FilterOption {
  id: number;
  label: string;
  /** Options with a group are listed under its heading (ride types by company). */
  group?: string;
  /** Shown beside the label in the menu (the fleets' ride counts). */
  count?: number;
}

interface FilterSelectProps {
  label: string;
  options: readonly FilterOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Wide enough for the label to read whole. */
  width?: number;
}

function optionItems(options: readonly FilterOption[], value: readonly number[]) {
  const items: React.ReactNode[] = [];
  let group: string | undefined;
  for (const option of options) {
    if (option.group !== undefined && option.group !== group) {
      group = option.group;
      items.push(<ListSubheader key={`group-${group}`}>{group}</ListSubheader>);
    }
    items.push(
      <MenuItem key={option.id} value={option.id} dense>
        <Checkbox size="small" checked={value.includes(option.id)} />
        <ListItemText primary={option.label} />
        {option.count !== undefined && (
          <Typography variant="body2" color="text.secondary" sx={{ ml: 2 }}>
            {option.count}
          </Typography>
        )}
      </MenuItem>,
    );
  }
  return items;
}

/** A multiple-choice selector of the search panel. */
export function FilterSelect({ label, options, value, onChange, width = 150 }: FilterSelectProps) {
  const names = new Map(options.map((option) => [option.id, option.label]));
  return (
    <FormControl size="small" sx={{ width }}>
      <InputLabel>{label}</InputLabel>
      <Select
        multiple
        label={label}
        value={[...value]}
        onChange={(event) => {
          const next = event.target.value;
          onChange(typeof next === 'string' ? [] : next.filter((id) => typeof id === 'number'));
        }}
        renderValue={(ids) => ids.map((id) => names.get(id) ?? id).join(', ')}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 420 } } } }}
        inputProps={{ 'aria-label': label }}
      >
        {optionItems(options, value)}
      </Select>
    </FormControl>
  );
}
