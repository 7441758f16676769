import { parseRideSearch, RIDES_SEARCH_DEBOUNCE_MS, rides } from '@fleetdesk/contract';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Chip, InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../../../store/appStore';
import { withChip } from '../../../../store/ridePreferences';
import { searchProblem } from '../../../../ui/listSearch';
import { useSearchLink } from './useSearchLink';

/**
 * The search box: 500 ms after typing stops the text becomes a chip (or updates the chip this typing
 * started); Enter or leaving the box finishes it. Chips are kept in the store, newest first, at most 10,
 * and all of them apply together. A link's `?search=` (useSearchLink) is taken here too.
 */
export function SearchBox({ isFleet }: { isFleet: boolean }) {
  const chips = useAppStore((state) => state.rideChips);
  const { replaceRideChip, removeRideChip } = useAppStore.getState();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The chip the current typing produced, so further typing updates it instead of adding another.
  const typingChip = useRef<string | null>(null);
  // A link's search the rides' rule refuses lands in the box with its message, as if typed.
  useSearchLink((link, problem) => {
    setText(link);
    setError(problem);
  });

  const commit = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') {
      if (typingChip.current) removeRideChip(typingChip.current);
      typingChip.current = null;
      setError(null);
      return;
    }
    const parsed = parseRideSearch(trimmed, { isFleet });
    // All chips go to the list as one search (`buildRidesQuery`): together they keep to its rule.
    const together = withChip(
      chips.filter((chip) => chip !== typingChip.current),
      trimmed,
    ).join(' ');
    const problem = parsed.ok ? searchProblem(rides.listRides, together) : parsed.message;
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    replaceRideChip(typingChip.current ?? trimmed, trimmed);
    typingChip.current = trimmed;
  };
  const commitLater = useRef(commit);
  commitLater.current = commit;

  useEffect(() => {
    if (text === '' && typingChip.current === null) return;
    const timer = setTimeout(() => commitLater.current(text), RIDES_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const finish = () => {
    commit(text);
    typingChip.current = null;
    setText('');
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 260, flex: 1 }}>
      <TextField
        size="small"
        placeholder="Search rides"
        // Fleet users have no reference search, so their hint leaves ref: out.
        title={
          isFleet
            ? 'id:, ids:, pu:, do:, dname:, did:, uname:, uphone:'
            : 'id:, ids:, ref:, refs:, pu:, do:, dname:, did:, uname:, uphone:'
        }
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish();
        }}
        onBlur={() => {
          if (!error) finish();
        }}
        error={error !== null}
        helperText={error ?? undefined}
        slotProps={{
          htmlInput: { 'aria-label': 'Search rides' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: 240 }}
      />
      {/* Laid out with the box (display: contents); grouped for assistive technology. */}
      <Box role="group" aria-label="Search chips" sx={{ display: 'contents' }}>
        {chips.map((chip) => (
          <Chip
            key={chip}
            label={chip}
            size="small"
            color="primary"
            variant="outlined"
            onDelete={() => removeRideChip(chip)}
          />
        ))}
      </Box>
    </Box>
  );
}
