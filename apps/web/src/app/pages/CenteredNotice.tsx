import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface CenteredNoticeProps {
  icon: SvgIconComponent;
  heading: ReactNode;
  text: string;
  action: ReactNode;
}

/** The layout of the 404 and access denied screens. */
export function CenteredNotice({ icon: Icon, heading, text, action }: CenteredNoticeProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center' }}>
      <Box sx={{ maxWidth: 440 }}>
        <Icon sx={{ fontSize: 44, color: 'text.secondary', opacity: 0.6 }} />
        {heading}
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{text}</Typography>
        {action}
      </Box>
    </Box>
  );
}
