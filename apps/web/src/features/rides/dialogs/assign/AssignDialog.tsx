import { ENDPOINTS, MESSAGES, type Ride } from '@fleetdesk/contract';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { endpointQuery } from '../../../../api/endpointQuery';
import { useAppStore } from '../../../../store/appStore';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { fullName } from '../shared/format';
import { useConfirmAssignment } from './assignDriver';
import { DriverEtaTable } from './DriverEtaTable';
import { readLastDriver } from './lastDriver';

interface AssignProps {
  ride: Ride;
  /** "Assign to last driver": no table, straight to the confirmation. */
  lastDriverOnly?: boolean;
}

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    assign: AssignProps;
  }
}

/** Assign (or Switch, when the ride has a driver): pick a driver by ETA, confirm, send. */
export function AssignDialog({ ride, lastDriverOnly = false, open, onClose }: AssignProps & DialogControl) {
  const isFleet = useAppStore((state) => state.user?.is_fleet ?? false);
  const confirmAssignment = useConfirmAssignment(ride, isFleet);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [isMissingChoice, setIsMissingChoice] = useState(false);
  const [withOffline, setWithOffline] = useState(false);

  const hasAsked = useRef(false);
  useEffect(() => {
    // Once: the host hands a new onClose on every render.
    if (!lastDriverOnly || hasAsked.current) return;
    hasAsked.current = true;
    const driver = readLastDriver();
    if (driver) confirmAssignment(driver);
    onClose();
  }, [lastDriverOnly, confirmAssignment, onClose]);

  const drivers = useQuery({
    ...endpointQuery(ENDPOINTS['estimates.eta'], {
      query: {
        ride_id: ride.id,
        ride_type_id: ride.ride_type_id,
        lat: ride.start_lat,
        lon: ride.start_lon,
        drivers_offline: withOffline,
      },
    }),
    enabled: open && !lastDriverOnly,
    meta: { errors: { silent: true } }, // shown in the dialog
  });
  // The ride's own driver is no choice when switching.
  const choices = (drivers.data?.drivers ?? []).filter((driver) => driver.id !== ride.driver_id);
  const selected = choices.find((driver) => driver.id === selectedId) ?? null;

  if (lastDriverOnly) return null;

  const handleAssign = () => {
    if (!selected) {
      setIsMissingChoice(true);
      return;
    }
    confirmAssignment({ id: selected.id, name: fullName(selected.first_name, selected.last_name) }, onClose);
  };

  const isSwitch = ride.driver_id !== null;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {isSwitch ? 'Switch driver' : 'Assign driver'} · ride {ride.id}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Box sx={{ px: 2, py: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={withOffline} onChange={(e) => setWithOffline(e.target.checked)} />}
            label="Include offline drivers"
          />
        </Box>
        <Box sx={{ maxHeight: 420, overflow: 'auto' }}>
          {drivers.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress size={28} />
            </Box>
          ) : drivers.isError ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {drivers.error.message}
            </Alert>
          ) : (
            <DriverEtaTable
              drivers={choices}
              selectedId={selectedId}
              onSelect={(driver) => {
                setSelectedId(driver.id);
                setIsMissingChoice(false);
              }}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {isMissingChoice && (
          <FormHelperText error sx={{ mr: 'auto' }}>
            {MESSAGES.selectDriver}
          </FormHelperText>
        )}
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleAssign}>
          {isSwitch ? 'Switch' : 'Assign'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
