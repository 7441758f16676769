import SettingsIcon from '@mui/icons-material/Settings';
import {
  Box,
  Button,
  FormControlLabel,
  Menu,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useAppStore } from '../../../../store/appStore';
import type { RideSettings } from '../../../../store/persistedState';
import { clampFavoriteMax } from '../../../../store/ridePreferences';

type FlagKey = Exclude<keyof RideSettings, 'driverMapIdentifier' | 'maxFavoriteRides'>;

const FLAGS: readonly { key: FlagKey; label: string }[] = [
  { key: 'autoUpdateRides', label: 'Auto update rides' },
  { key: 'offlineDrivers', label: 'Offline drivers' },
  { key: 'driverGpsHistory', label: 'Driver GPS history' },
  { key: 'hideCarsWithTwoTrips', label: 'Hide cars with 2+ trips' },
  { key: 'requiredCredentials', label: 'Required credentials' },
];

/** The rides Settings menu: every toggle of spec 1 §2.5 and the favourite-rides maximum. */
export function SettingsMenu() {
  const settings = useAppStore((state) => state.rideSettings);
  const setRideSettings = useAppStore((state) => state.setRideSettings);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [maxText, setMaxText] = useState(String(settings.maxFavoriteRides));

  const saveMax = () => {
    const max = clampFavoriteMax(maxText);
    setMaxText(String(max));
    setRideSettings({ maxFavoriteRides: max });
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<SettingsIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: 'divider' }}
      >
        Settings
      </Button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <Stack sx={{ px: 2, py: 1, width: 280 }} spacing={0.5}>
          {FLAGS.map((flag) => (
            <FormControlLabel
              key={flag.key}
              label={flag.label}
              control={
                <Switch
                  size="small"
                  checked={settings[flag.key]}
                  onChange={(event) => setRideSettings({ [flag.key]: event.target.checked })}
                />
              }
            />
          ))}
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}>
            <Typography variant="body2">Driver map identifier</Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={settings.driverMapIdentifier}
              onChange={(_, value: RideSettings['driverMapIdentifier'] | null) => {
                if (value) setRideSettings({ driverMapIdentifier: value });
              }}
              aria-label="Driver map identifier"
            >
              <ToggleButton value="id">ID</ToggleButton>
              <ToggleButton value="name">Name</ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <TextField
            size="small"
            label="Max favorite rides"
            value={maxText}
            onChange={(event) => setMaxText(event.target.value.replace(/\D/g, ''))}
            onBlur={saveMax}
            onKeyDown={(event) => {
              if (event.key === 'Enter') saveMax();
            }}
            helperText="1 to 100"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ mt: 1 }}
          />
        </Stack>
      </Menu>
    </>
  );
}
