import { DEFAULT_FLEET_LABEL, DRIVER_STATUSES, type Driver, formatUsPhone } from '@fleetdesk/contract';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Avatar, Chip, Tooltip, useTheme } from '@mui/material';
import type { MRT_ColumnDef } from 'material-react-table';
import { formatNyDateTime } from '../../../ui/time/nyFormat';
import { DRIVER_STATUS_BADGES, driverFullName, driverInitials } from '../page/driverPageRules';
import { DriverFilter } from './gridParts';
import { CAR_NAME_MAX, SORT_FIELDS, truncate, vinTail } from './gridRules';

/** Shown beside a driver whose required documents are missing, expired or refused. */
export const DOCUMENTS_FLAG = 'Documents missing or expired';

type Column = MRT_ColumnDef<Driver>;
type Option = { value: string; label: string };

const text = (
  id: string,
  header: string,
  value: (d: Driver) => string | number | null,
  size = 130,
): Column => ({
  id,
  header,
  accessorFn: (driver) => value(driver) ?? '',
  size,
  enableColumnFilter: id.startsWith('search_') || id === 'address_state',
  Filter: DriverFilter,
  enableSorting: id in SORT_FIELDS,
});

const multi = (id: string, header: string, options: Option[], cell: Column['Cell'], size = 150): Column => ({
  id,
  header,
  accessorFn: () => '',
  Cell: cell,
  size,
  filterVariant: 'multi-select',
  filterSelectOptions: options,
  Filter: DriverFilter,
  enableSorting: id in SORT_FIELDS,
});

// The cells below are drawn for every row in view of every new page: plain elements with inline styles
// where MUI's `sx` would only have added style processing (decisions.md, 'Drivers grid: what a new page renders again').

/** The online dot: 10 px, green when online. */
function OnlineDot({ online }: { online: boolean }) {
  const { palette } = useTheme();
  return (
    <div
      role="img"
      aria-label={online ? 'Online' : 'Offline'}
      style={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        backgroundColor: online ? palette.success.main : palette.grey[400],
      }}
    />
  );
}

const AVATAR_STYLE = { width: 32, height: 32, fontSize: 13 } as const;
const NAME_STYLE = { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: 4 } as const;

/** Every column of spec 2 §2, in its order; the fleet column only for staff. */
export function driverColumns({
  isFleet,
  companies,
  fleets,
}: {
  isFleet: boolean;
  companies: Option[];
  fleets: Option[];
}): Column[] {
  const columns: (Column | null)[] = [
    {
      id: 'online',
      header: 'Online',
      accessorFn: (driver) => driver.online,
      size: 90,
      enableColumnFilter: false,
      enableSorting: false,
      enableColumnActions: false,
      Cell: ({ row }) => <OnlineDot online={row.original.online} />,
    },
    {
      id: 'photo',
      header: 'Photo',
      accessorFn: (driver) => driver.selfie_thumbnail_url,
      size: 90,
      enableColumnFilter: false,
      enableSorting: false,
      enableColumnActions: false,
      Cell: ({ row }) => (
        // The driver's name is in its own column: the photo is decorative to a screen reader.
        <Avatar src={row.original.selfie_thumbnail_url ?? undefined} alt="" style={AVATAR_STYLE}>
          {driverInitials(row.original)}
        </Avatar>
      ),
    },
    {
      ...text('search_full_name', 'Driver', (d) => driverFullName(d), 190),
      Cell: ({ row }) => (
        <div style={NAME_STYLE}>
          <span>{driverFullName(row.original)}</span>
          {row.original.documents_expired_or_missing && (
            <Tooltip title={DOCUMENTS_FLAG}>
              <WarningAmberOutlined color="warning" fontSize="small" aria-label={DOCUMENTS_FLAG} />
            </Tooltip>
          )}
        </div>
      ),
    },
    text('search_id', 'ID', (d) => d.id, 90),
    text('search_phone_number', 'Phone', (d) => formatUsPhone(d.phone_number), 150),
    text('search_email', 'Email', (d) => d.email, 200),
    {
      ...multi('company_ids', 'Company', companies, ({ row }) => row.original.company_name ?? '—', 170),
      // Fleet users get no company list (spec 2 §6: the filter offers staff the affiliates).
      enableColumnFilter: !isFleet,
    },
    isFleet
      ? null
      : multi('fleet_ids', 'Fleet', fleets, ({ row }) => row.original.fleet_name ?? DEFAULT_FLEET_LABEL, 150),
    text('search_driver_license', 'Driver licence', (d) => d.driver_license, 150),
    text('search_tlc_license', 'TLC licence', (d) => d.tlc_license, 130),
    {
      ...text('car_title', 'Car', (d) => d.car_title, 170),
      Cell: ({ row }) => {
        const title = row.original.car_title ?? '';
        return title.length > CAR_NAME_MAX ? (
          <Tooltip title={title}>
            <span>{truncate(title, CAR_NAME_MAX)}</span>
          </Tooltip>
        ) : (
          title
        );
      },
    },
    text('car_number', 'Car number', (d) => vinTail(d.car_vin_number), 110),
    text('car_number_display', 'Display number', (d) => d.car_number_display, 140),
    text('search_car_plate', 'Plate', (d) => d.car_plate_number, 110),
    text('address_state', 'State', (d) => d.address_state, 90),
    text('trips', 'Trips', (d) => d.total_rides, 90),
    multi(
      'statuses',
      'Status',
      DRIVER_STATUSES.map((status) => ({ value: status, label: DRIVER_STATUS_BADGES[status].label })),
      ({ row }) => {
        const badge = DRIVER_STATUS_BADGES[row.original.status];
        return <Chip size="small" label={badge.label} color={badge.color} />;
      },
      170,
    ),
    text('signed_up', 'Signed up', (d) => formatNyDateTime(d.created_at), 170),
  ];
  return columns.filter((column): column is Column => column !== null);
}
