import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import { useCallback, useState } from 'react';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { closeUnlessUnsaved } from '../../../ui/dialogs/FormDialog';
import { HideMarketplaceTab } from './HideMarketplaceTab';

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    surgeSettings: object;
  }
}

/** Surge Settings (dialog key surgeSettings): closing with an edit not applied asks first (spec 3 §2). */
export function SurgeSettingsDialog({ open, onClose }: DialogControl) {
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const handleClose = () => closeUnlessUnsaved(dirty, onClose);
  return (
    <Dialog open={open} onClose={handleClose} maxWidth="lg" fullWidth aria-label="Surge Settings">
      <DialogTitle>Surge Settings</DialogTitle>
      <DialogContent>
        <Tabs value="hide" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="hide" label="Hide Marketplace Rides" />
        </Tabs>
        <HideMarketplaceTab onDirtyChange={onDirtyChange} />
      </DialogContent>
      <DialogActions>
        <Button onClick={handleClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
