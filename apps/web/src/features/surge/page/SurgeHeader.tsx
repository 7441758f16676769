import type { SurgeDriverStats, SurgeGroup } from '@fleetdesk/contract';
import TuneIcon from '@mui/icons-material/Tune';
import { Button, Chip, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { useActivateGroup } from '../api/surgeWrites';

/** The surge group toggle (exactly one active; a click activates), driver stats and Surge Settings. */
export function SurgeHeader({
  groups,
  stats,
}: {
  groups: readonly SurgeGroup[];
  stats: SurgeDriverStats | undefined;
}) {
  const activate = useActivateGroup();
  const active = groups.find((group) => group.status === 'active');
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Surge groups"
        value={active?.id ?? null}
        onChange={(_, id: number | null) => {
          if (id !== null && id !== active?.id) activate.mutate(id);
        }}
      >
        {groups.map((group) => (
          <ToggleButton key={group.id} value={group.id} disabled={activate.isPending} sx={{ px: 1.5 }}>
            {group.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {stats && (
        <Stack direction="row" spacing={0.75} aria-label="Driver stats">
          <Chip size="small" label={`Online ${stats.online}`} />
          <Chip size="small" color="success" variant="outlined" label={`Available ${stats.available}`} />
          <Chip size="small" color="warning" variant="outlined" label={`Busy ${stats.busy}`} />
        </Stack>
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<TuneIcon />}
        onClick={() => openDialog('surgeSettings', {})}
      >
        Surge Settings
      </Button>
    </Stack>
  );
}
