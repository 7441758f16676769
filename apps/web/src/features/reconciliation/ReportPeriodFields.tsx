import { reconciliation } from '@fleetdesk/contract';
import { MenuItem, TextField } from '@mui/material';
import type { ReportPeriod, ReportPreset } from './reportPeriod';

/** The period select with the spec's time presets, and the two days of a custom period. */
export function ReportPeriodFields({
  value,
  onChange,
}: {
  value: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
}) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Period"
        value={value.preset}
        onChange={(event) => onChange({ ...value, preset: event.target.value as ReportPreset })}
        sx={{ width: 170 }}
      >
        {reconciliation.REPORT_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {reconciliation.REPORT_PRESET_LABELS[preset]}
          </MenuItem>
        ))}
      </TextField>
      {value.preset === 'custom' &&
        (['start', 'end'] as const).map((end) => (
          <TextField
            key={end}
            type="date"
            size="small"
            label={end === 'start' ? 'From' : 'To'}
            value={value.custom[end]}
            onChange={(event) =>
              onChange({ ...value, custom: { ...value.custom, [end]: event.target.value } })
            }
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 170 }}
          />
        ))}
    </>
  );
}
