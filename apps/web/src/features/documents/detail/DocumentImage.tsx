import type { DocumentView } from '@fleetdesk/contract';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Box, Button, Typography } from '@mui/material';
import { isPdfUrl } from '../viewer/viewerRules';

/** The document's image (or its pdf) small; a click opens the full view. */
export function DocumentImage({ document, onOpen }: { document: DocumentView; onOpen: () => void }) {
  if (!document.url)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        No image
      </Typography>
    );
  if (isPdfUrl(document.url))
    return (
      <Button startIcon={<PictureAsPdf />} onClick={onOpen} sx={{ mb: 2 }}>
        Open pdf
      </Button>
    );
  return (
    <Box
      component="button"
      type="button"
      onClick={onOpen}
      aria-label="Open full document view"
      sx={{
        p: 0,
        border: 0,
        bgcolor: 'action.hover',
        cursor: 'zoom-in',
        mb: 2,
        borderRadius: 1,
        display: 'block',
      }}
    >
      <Box
        component="img"
        src={document.url}
        alt={document.title}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 220, borderRadius: 1 }}
      />
    </Box>
  );
}
