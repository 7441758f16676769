import { Stack, Typography } from '@mui/material';

/** A read-only value under its small label (dialog summaries); an empty value reads '—'. */
export function Fact({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2">{value === null || value === '' ? '—' : value}</Typography>
    </Stack>
  );
}
