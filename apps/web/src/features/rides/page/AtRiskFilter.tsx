import { Chip } from '@mui/material';
import { toggleAtRisk, useRidesPageStore } from './ridesPageStore';

/**
 * The At risk filter (late-pickup prediction): independent of the status tabs, it narrows the list to
 * the rides predicted late at pickup. The count is hidden for fleet users, like the tabs' counts.
 */
export function AtRiskFilter({ count }: { count: number | null }) {
  const isOn = useRidesPageStore((state) => state.atRisk);
  return (
    <Chip
      label={count === null ? 'At risk' : `At risk (${count})`}
      color="error"
      variant={isOn ? 'filled' : 'outlined'}
      size="small"
      onClick={toggleAtRisk}
      aria-pressed={isOn}
      sx={{ mx: 1, flexShrink: 0, alignSelf: 'center' }}
    />
  );
}
