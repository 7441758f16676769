import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useAppStore } from '../../store/appStore';

/** Light or dark base map; the maps of later areas read `mapTheme` from the store. */
export function MapThemeToggle() {
  const mapTheme = useAppStore((state) => state.mapTheme);
  const setMapTheme = useAppStore((state) => state.setMapTheme);
  const next = mapTheme === 'light' ? 'dark' : 'light';
  return (
    <Tooltip title={`Map theme: ${mapTheme}`}>
      <IconButton aria-label={`Switch map theme to ${next}`} onClick={() => setMapTheme(next)} size="small">
        {mapTheme === 'light' ? (
          <LightModeOutlined fontSize="small" />
        ) : (
          <DarkModeOutlined fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
}
