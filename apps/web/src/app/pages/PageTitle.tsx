import { Typography } from '@mui/material';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/** The page's heading, also used as the browser tab title. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return (
    <Typography variant="h1" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}
