import Search from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

/** A list's free-text search box, with its magnifier. */
export function SearchField({
  value,
  onChange,
  placeholder,
  width = 300,
  problem = null,
}: {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  width?: number;
  /** Why the search cannot be sent as typed, shown under it. */
  problem?: string | null;
}) {
  return (
    <TextField
      size="small"
      label="Search"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== null}
      helperText={problem}
      sx={{ width }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
