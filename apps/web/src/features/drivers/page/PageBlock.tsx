import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface PageBlockProps {
  title: string;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled block of the driver page, named for screen readers and tests by its title. */
export function PageBlock({ title, actions, children }: PageBlockProps) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
