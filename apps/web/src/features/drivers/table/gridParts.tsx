import type { Driver } from '@fleetdesk/contract';
import {
  type MRT_Column,
  MRT_FilterTextField,
  type MRT_Header,
  MRT_ShowHideColumnsButton,
  type MRT_TableInstance,
  MRT_ToggleDensePaddingButton,
  MRT_ToggleFiltersButton,
  MRT_ToggleFullScreenButton,
} from 'material-react-table';
import { memo } from 'react';

// material-react-table renders the whole table from one instance: every new page re-renders the header, its
// 17 filter fields and the toolbar too, although none of them changed (decisions.md, 'Drivers grid: what a
// new page renders again'). The pieces below are the same components, skipped by React.memo unless what
// they show changed.

type Table = MRT_TableInstance<Driver>;

interface FilterFieldProps {
  header: MRT_Header<Driver>;
  table: Table;
  /** What the field shows; the field re-renders only when one of these changes. */
  value: unknown;
  options: unknown;
}

/**
 * material-react-table's own header filter field, drawn again only when its value or its choices change.
 * It is given its column without the `Filter` that brought it here (else it would render itself again);
 * the copy's methods still act on the real column.
 */
const MemoFilterField = memo(
  function MemoFilterField({ header, table }: FilterFieldProps) {
    const column = header.column;
    const plain = {
      ...header,
      column: { ...column, columnDef: { ...column.columnDef, Filter: undefined } },
    } as MRT_Header<Driver>;
    return <MRT_FilterTextField header={plain} table={table} />;
  },
  (before, after) =>
    before.value === after.value && before.options === after.options && before.header.id === after.header.id,
);

/** A column's `Filter`: the memoised field (see MemoFilterField). */
export function DriverFilter({
  column,
  header,
  table,
}: {
  column: MRT_Column<Driver>;
  header: MRT_Header<Driver>;
  table: Table;
}) {
  return (
    <MemoFilterField
      header={header}
      table={table}
      value={column.getFilterValue()}
      options={column.columnDef.filterSelectOptions}
    />
  );
}

/** The toolbar's own buttons (filters, columns, density, full screen), drawn again only when their state changes. */
const MemoInternalActions = memo(
  function MemoInternalActions({ table }: { table: Table; deps: readonly unknown[] }) {
    return (
      <>
        <MRT_ToggleFiltersButton table={table} />
        <MRT_ShowHideColumnsButton table={table} />
        <MRT_ToggleDensePaddingButton table={table} />
        <MRT_ToggleFullScreenButton table={table} />
      </>
    );
  },
  (before, after) =>
    before.table === after.table &&
    before.deps.length === after.deps.length &&
    before.deps.every((dep, i) => Object.is(dep, after.deps[i])),
);

/** `renderToolbarInternalActions`: the buttons above, with what their icons and menu show. */
export function renderInternalActions({ table }: { table: Table }) {
  const state = table.getState();
  return (
    <MemoInternalActions
      table={table}
      deps={[
        table.options.columns,
        state.showColumnFilters,
        state.density,
        state.isFullScreen,
        state.columnVisibility,
        state.columnPinning,
        state.columnOrder,
      ]}
    />
  );
}
