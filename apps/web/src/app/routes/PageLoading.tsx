import { Box, LinearProgress, Typography } from '@mui/material';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/**
 * What a route shows while its page's code downloads (the first visit to it in this tab): a bar at the
 * top of the content and the page's name, so the shell never sits blank.
 */
export function PageLoading({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Box>
      <LinearProgress aria-label={`Loading ${title}`} sx={{ mb: 2 }} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Loading {title}…
      </Typography>
    </Box>
  );
}
