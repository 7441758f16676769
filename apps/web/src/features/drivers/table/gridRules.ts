import { DRIVERS_PAGE_SIZE, type drivers } from '@fleetdesk/contract';
import type { z } from 'zod';

type DriverSortField = drivers.DriverSortField;
type DriversQuery = z.input<typeof drivers.driverSearchQuery>;

/** Spec 2 §2: the car name column shows 20 characters. */
export const CAR_NAME_MAX = 20;

export const truncate = (text: string | null, max: number): string =>
  !text ? '' : text.length > max ? `${text.slice(0, max)}…` : text;

/** Spec 2 §2: the VIN shows its last 6 characters. */
export const vinTail = (vin: string | null): string => (vin ? vin.slice(-6) : '');

/** A row click opens the driver, unless the user is selecting text in it (spec 2 §2). */
export const rowClickOpens = (selection: Pick<Selection, 'toString'> | null): boolean =>
  !selection || selection.toString().length === 0;

/** The header filters: a column's id is the filter's query name (spec 2 §2). */
export const TEXT_FILTERS = [
  'search_id',
  'search_full_name',
  'search_phone_number',
  'search_email',
  'search_driver_license',
  'search_tlc_license',
  'search_car_plate',
  'address_state',
] as const;
export const LIST_FILTERS = ['statuses', 'company_ids', 'fleet_ids'] as const;
type FilterName = (typeof TEXT_FILTERS)[number] | (typeof LIST_FILTERS)[number];

export interface GridView {
  search: string;
  filters: { id: string; value: unknown }[];
  sorting: { id: string; desc: boolean }[];
  pageIndex: number;
  pageSize: number;
  documentsFlag: boolean;
}

export const INITIAL_GRID_VIEW: Omit<GridView, 'search'> = {
  filters: [],
  sorting: [],
  pageIndex: 0,
  pageSize: DRIVERS_PAGE_SIZE,
  documentsFlag: false,
};

/** The sort field of each sortable column, by column id (spec 2 §2's nine). */
export const SORT_FIELDS: Readonly<Record<string, DriverSortField>> = {
  search_full_name: 'drivers.first_name',
  search_id: 'drivers.id',
  search_phone_number: 'drivers.phone_number',
  search_email: 'drivers.email',
  company_ids: 'drivers.company_id',
  address_state: 'address_state',
  trips: 'drivers.total_rides',
  statuses: 'drivers.status',
  signed_up: 'drivers.created_at',
};

const isFilterName = (id: string): id is FilterName =>
  (TEXT_FILTERS as readonly string[]).includes(id) || (LIST_FILTERS as readonly string[]).includes(id);

/** GET /drivers for the grid's state: empty filters are left out, lists go as comma lists. */
export function driversQueryOf(view: GridView): DriversQuery {
  const query: Record<string, unknown> = {
    page: view.pageIndex + 1,
    per_page: view.pageSize,
  };
  if (view.search.trim()) query.search = view.search.trim();
  const sort = view.sorting[0];
  const field = sort && SORT_FIELDS[sort.id];
  if (sort && field) {
    query.sort_by = field;
    query.sort_by_type = sort.desc ? 'desc' : 'asc';
  }
  for (const filter of view.filters) {
    if (!isFilterName(filter.id)) continue;
    const value = filter.value;
    if (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '')
      query[filter.id] = Array.isArray(value) ? value.join(',') : (value as string).trim();
  }
  if (view.documentsFlag) query.documents_expired_or_missing = 1;
  return query as DriversQuery;
}
