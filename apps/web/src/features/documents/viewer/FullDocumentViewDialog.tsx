import type { DocumentView } from '@fleetdesk/contract';
import RotateRight from '@mui/icons-material/RotateRight';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { Box, Button, Dialog, DialogContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ClosableDialogTitle } from '../../../ui/dialogs/ClosableDialogTitle';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { DocumentStatusChip } from '../shared/DocumentStatus';
import { useRotateDocument } from './useRotateDocument';
import { isPdfUrl, zoomAfterKey } from './viewerRules';

interface FullDocumentViewProps {
  document: DocumentView;
  /** The document as a rotation saved it, for a screen that keeps showing it (the detail panel). */
  onRotated?: (document: DocumentView) => void;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    fullDocumentView: FullDocumentViewProps;
  }
}

/** The full document view (spec 2 §2): zoom with +, - and 0, rotate 90° (saved), a pdf inline. */
export function FullDocumentViewDialog({
  document: initial,
  onRotated,
  open,
  onClose,
}: FullDocumentViewProps & DialogControl) {
  const [document, setDocument] = useState(initial);
  const [zoom, setZoom] = useState(1);
  const rotate = useRotateDocument((rotated) => {
    setDocument(rotated);
    onRotated?.(rotated);
  });
  const url = document.url;
  const pdf = url ? isPdfUrl(url) : false;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => setZoom((current) => zoomAfterKey(current, event.key));
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-label={document.title}>
      <ClosableDialogTitle onClose={onClose} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {document.title}
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {document.entity_name}
        </Typography>
        <DocumentStatusChip document={document} />
      </ClosableDialogTitle>
      {url && !pdf && (
        <Stack direction="row" sx={{ px: 3, gap: 1, alignItems: 'center' }}>
          <Tooltip title="Zoom out (-)">
            <IconButton aria-label="Zoom out" onClick={() => setZoom((z) => zoomAfterKey(z, '-'))}>
              <ZoomOut />
            </IconButton>
          </Tooltip>
          <Button color="inherit" onClick={() => setZoom(1)} aria-label="Actual size (0)">
            {Math.round(zoom * 100)}%
          </Button>
          <Tooltip title="Zoom in (+)">
            <IconButton aria-label="Zoom in" onClick={() => setZoom((z) => zoomAfterKey(z, '+'))}>
              <ZoomIn />
            </IconButton>
          </Tooltip>
          <Button
            startIcon={<RotateRight />}
            onClick={() => rotate.mutate(document)}
            loading={rotate.isPending}
          >
            Rotate 90°
          </Button>
        </Stack>
      )}
      <DialogContent
        sx={{ height: '70vh', overflow: 'auto', bgcolor: 'action.hover', m: 2, p: 0, borderRadius: 1 }}
      >
        {!url && <Typography sx={{ p: 3, color: 'text.secondary' }}>This document has no image.</Typography>}
        {url && pdf && (
          <Box
            component="object"
            data={url}
            type="application/pdf"
            aria-label="Document pdf"
            sx={{ width: '100%', height: '100%' }}
          />
        )}
        {url && !pdf && (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100%', p: 2 }}>
            <Box
              component="img"
              src={url}
              alt={document.title}
              data-zoom={zoom}
              sx={{
                width: `${zoom * 100}%`,
                maxWidth: 'none',
                transformOrigin: 'top center',
                display: 'block',
              }}
            />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
