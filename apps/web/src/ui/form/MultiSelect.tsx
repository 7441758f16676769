import { MenuItem, TextField } from '@mui/material';

interface MultiSelectProps<T extends string | number> {
  label: string;
  value: T[];
  options: readonly { value: T; label: string }[];
  onChange: (value: T[]) => void;
  /** Pixels, or a CSS width such as '100%'. */
  width?: number | string;
}

/** A list filter of several choices; none chosen reads 'All'. */
export function MultiSelect<T extends string | number>({
  label,
  value,
  options,
  onChange,
  width = 220,
}: MultiSelectProps<T>) {
  const labelOf = (chosen: T) => options.find((option) => option.value === chosen)?.label ?? String(chosen);
  return (
    <TextField
      size="small"
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as unknown as T[])}
      sx={{ width }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (v) => (v as T[]).map(labelOf).join(', ') || 'All',
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
