import {
  Button,
  Chip,
  FormControlLabel,
  MenuItem,
  Switch,
  TableCell,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import {
  ALL_ZONES,
  draftProblem,
  type HidingCompany,
  type HidingDraft,
  isModified,
  statusConsistency,
  storedDraft,
  type ZoneChoice,
} from './hidingRows';

interface HidingRowProps {
  company: HidingCompany;
  draft: HidingDraft;
  /** Applied since the last edit of this row. */
  applied: boolean;
  saving: boolean;
  /** The server's message for min_ahead after a refused Apply. */
  serverProblem: string | null;
  onChange: (draft: HidingDraft) => void;
  onApply: () => void;
}

/** One company: its zone (or All, with the consistent / mixed tooltip), min_ahead, status and Apply. */
export function HidingRow({
  company,
  draft,
  applied,
  saving,
  serverProblem,
  onChange,
  onApply,
}: HidingRowProps) {
  const [touched, setTouched] = useState(false);
  const stored = storedDraft(company, draft.zone);
  const modified = isModified(draft, stored);
  const problem = draftProblem(draft);
  const shownProblem = (touched && problem) || serverProblem;
  const zoneLabel = `${company.name} zone`;

  const handleZone = (value: string) => {
    const zone: ZoneChoice = value === ALL_ZONES ? ALL_ZONES : Number(value);
    setTouched(false);
    onChange(storedDraft(company, zone));
  };

  return (
    <TableRow aria-label={company.name}>
      <TableCell sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{company.name}</TableCell>
      <TableCell sx={{ width: 230 }}>
        <Tooltip title={draft.zone === ALL_ZONES ? statusConsistency(company) : ''} placement="top">
          <TextField
            select
            size="small"
            fullWidth
            value={String(draft.zone)}
            onChange={(event) => handleZone(event.target.value)}
            slotProps={{ htmlInput: { 'aria-label': zoneLabel } }}
          >
            <MenuItem value={ALL_ZONES}>All</MenuItem>
            {company.settings.map((setting) => (
              <MenuItem key={setting.zone_id} value={String(setting.zone_id)}>
                {setting.zone_name}
              </MenuItem>
            ))}
          </TextField>
        </Tooltip>
      </TableCell>
      <TableCell sx={{ width: 230 }}>
        <TextField
          size="small"
          fullWidth
          label="Min ahead (minutes)"
          value={draft.minAhead}
          inputMode="numeric"
          error={Boolean(shownProblem)}
          helperText={shownProblem || ' '}
          onBlur={() => setTouched(true)}
          onChange={(event) => onChange({ ...draft, minAhead: event.target.value })}
        />
      </TableCell>
      <TableCell>
        <FormControlLabel
          label={draft.status === 'active' ? 'Active' : 'Inactive'}
          control={
            <Switch
              checked={draft.status === 'active'}
              onChange={(_, checked) => onChange({ ...draft, status: checked ? 'active' : 'inactive' })}
              slotProps={{ input: { 'aria-label': `${company.name} status` } }}
            />
          }
        />
      </TableCell>
      <TableCell sx={{ width: 100 }}>
        {modified ? (
          <Chip size="small" color="warning" variant="outlined" label="Modified" />
        ) : applied ? (
          <Chip size="small" color="success" variant="outlined" label="Applied" />
        ) : null}
      </TableCell>
      <TableCell align="right">
        <Button
          variant="contained"
          size="small"
          disabled={!modified || saving}
          onClick={() => {
            setTouched(true);
            if (!problem) onApply();
          }}
        >
          Apply
        </Button>
      </TableCell>
    </TableRow>
  );
}
