import type { Vendor, Webhook } from '@fleetdesk/contract';
import { Box, Tooltip } from '@mui/material';
import type { SortableColumn } from '../../ui/table/SortableTable';
import { formatNyDateTime } from '../../ui/time/nyFormat';
import { AttemptStatusChip, DirectionChip, VendorStatusChip } from './StatusChips';
import { jsonPreview, prettyJson } from './webhooksView';

/** A long value in one monospace line; the whole of it in the tooltip. */
function Code({ value, width = 220 }: { value: unknown; width?: number }) {
  const preview = jsonPreview(value);
  if (!preview)
    return (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        —
      </Box>
    );
  return (
    <Tooltip
      title={
        <Box component="pre" sx={{ m: 0, fontSize: 11, maxHeight: 320, overflow: 'auto' }}>
          {prettyJson(value)}
        </Box>
      }
      placement="bottom-start"
    >
      <Box
        component="code"
        sx={{
          display: 'block',
          maxWidth: width,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          fontSize: 12,
          color: 'text.secondary',
        }}
      >
        {preview}
      </Box>
    </Tooltip>
  );
}

/** The 18 fields of a webhook attempt (spec 3 §3), one column each. */
export function webhookColumns(vendors: readonly Vendor[]): SortableColumn<Webhook, never>[] {
  const vendorName = (id: number | null) =>
    vendors.find((vendor) => vendor.id === id)?.name ?? (id === null ? '—' : `#${id}`);
  // The spec's 18 fields, what a person scans first (when, what, how it went) before the raw exchange.
  return [
    { label: 'ID', cell: (row) => row.id },
    { label: 'Created', cell: (row) => formatNyDateTime(row.created_at) },
    { label: 'Name', cell: (row) => <Box sx={{ fontWeight: 500 }}>{row.name}</Box> },
    { label: 'Type', cell: (row) => <DirectionChip direction={row.type} /> },
    { label: 'Status', cell: (row) => <AttemptStatusChip status={row.status} /> },
    { label: 'Status code', cell: (row) => row.response_status_code ?? '—' },
    { label: 'Vendor', cell: (row) => vendorName(row.vendor_id) },
    { label: 'Vendor status', cell: (row) => <VendorStatusChip status={row.vendor_status} /> },
    { label: 'Response time', cell: (row) => (row.response_time === null ? '—' : `${row.response_time} ms`) },
    { label: 'Event', cell: (row) => `#${row.event_id}` },
    { label: 'Next', cell: (row) => (row.next_webhook_id === null ? '—' : `#${row.next_webhook_id}`) },
    { label: 'Method', cell: (row) => <code>{row.method}</code> },
    { label: 'Link', cell: (row) => <Code value={row.link} width={260} /> },
    { label: 'Headers', cell: (row) => <Code value={row.headers} /> },
    { label: 'Payload', cell: (row) => <Code value={row.payload} /> },
    { label: 'Response', cell: (row) => <Code value={row.response} /> },
    { label: 'Exception', cell: (row) => <Code value={row.exception} width={240} /> },
    { label: 'Trace', cell: (row) => <Code value={row.trace} width={260} /> },
  ];
}
