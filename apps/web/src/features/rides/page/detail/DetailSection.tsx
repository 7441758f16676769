import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled block of the detail column. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A label and its value on one line; nothing when there is no value. */
export function DetailLine({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography variant="body2" sx={{ display: 'flex', gap: 1 }}>
      <Box component="span" sx={{ color: 'text.secondary', minWidth: 92 }}>
        {label}
      </Box>
      <Box component="span" sx={{ wordBreak: 'break-word' }}>
        {value}
      </Box>
    </Typography>
  );
}
