import { Box } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A step's <form>. It takes the dialog paper's flex column over, so that the step's content scrolls
 * under a fixed title and stepper while its Back / Next buttons stay in view.
 */
export function StepForm({ onSubmit, children }: { onSubmit: FormEventHandler; children: ReactNode }) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      {children}
    </Box>
  );
}
