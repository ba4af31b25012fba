import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@chalein/shared/ui/status';

// The console's one table (staff-mfe/README.md): @tanstack/react-table for sorting and filtering, with everything a
// person chose held in the address (react-router search params), so a view can be shared and Back undoes a step.
// Paging is by cursor (keyset): Next puts the server's cursor in the address and remembers the one it came from, so
// Previous goes back without the server counting offsets.

/** `sort=<column>` and `desc=1`; a column's text filter `f.<column>=...`; the page `<cursorParam>` and its trail `back`. */
const SORT = 'sort';
const DESC = 'desc';
const FILTER_PREFIX = 'f.';
const BACK = 'back';

export interface StaffDataTableProps<Row> {
  /** names the table for assistive technology */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  /** the message when there is nothing to show */
  emptyMessage: string;
  /** column ids that get a text filter over the rows shown */
  filterable?: readonly string[];
  /** keyset paging: the query parameter the cursor goes in, and the cursor of the next page (null: the last) */
  paging?: { cursorParam: string; nextCursor: string | number | null };
  getRowId?: (row: Row) => string;
}

function readSorting(params: URLSearchParams): SortingState {
  const id = params.get(SORT);
  return id ? [{ id, desc: params.get(DESC) === '1' }] : [];
}

function readFilters(params: URLSearchParams): ColumnFiltersState {
  return [...params.entries()]
    .filter(([key, value]) => key.startsWith(FILTER_PREFIX) && value !== '')
    .map(([key, value]) => ({ id: key.slice(FILTER_PREFIX.length), value }));
}

/** The next sort of a column's header button: none, then ascending, then descending, then none again. */
function nextSorting(current: SortingState, id: string): SortingState {
  const now = current.find((entry) => entry.id === id);
  if (!now) return [{ id, desc: false }];
  return now.desc ? [] : [{ id, desc: true }];
}

export function StaffDataTable<Row>({ caption, columns, rows, emptyMessage, filterable = [], paging, getRowId }: StaffDataTableProps<Row>) {
  const [params, setParams] = useSearchParams();
  const sorting = readSorting(params);
  const columnFilters = readFilters(params);

  // the table's state is the address (read above on every render), so nothing here relies on memoised values
  // eslint-disable-next-line react-hooks/incompatible-library -- the documented way to use TanStack Table
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, columnFilters },
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    manualPagination: true,
  });

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: false });
  };

  const sortBy = (id: string) =>
    update((next) => {
      const [sort] = nextSorting(sorting, id);
      next.delete(SORT);
      next.delete(DESC);
      if (sort) next.set(SORT, sort.id);
      if (sort?.desc) next.set(DESC, '1');
    });

  const filterBy = (id: string, value: string) =>
    update((next) => {
      if (value === '') next.delete(`${FILTER_PREFIX}${id}`);
      else next.set(`${FILTER_PREFIX}${id}`, value);
    });

  const back = (params.get(BACK) ?? '').split(',').filter((cursor) => cursor !== '');
  const goNext = () =>
    update((next) => {
      if (!paging || paging.nextCursor === null) return;
      next.set(BACK, [...back, params.get(paging.cursorParam) ?? ''].join(','));
      next.set(paging.cursorParam, String(paging.nextCursor));
    });
  const goPrevious = () =>
    update((next) => {
      if (!paging) return;
      const trail = (params.get(BACK) ?? '').split(',');
      const previous = trail.pop() ?? '';
      if (previous === '') next.delete(paging.cursorParam);
      else next.set(paging.cursorParam, previous);
      if (trail.length === 0) next.delete(BACK);
      else next.set(BACK, trail.join(','));
    });
  const hasPrevious = Boolean(paging && params.get(BACK) !== null);

  const shown = table.getRowModel().rows;
  return (
    <div className="staff-table">
      {filterable.length > 0 ? (
        <div className="staff-table__filters" role="group" aria-label={`Filter ${caption.toLowerCase()}`}>
          {filterable.map((id) => {
            const column = table.getColumn(id);
            const header = column?.columnDef.header;
            const label = typeof header === 'string' ? header : id;
            return (
              <label key={id} className="staff-table__filter">
                <span>Filter by {label.toLowerCase()}</span>
                <input
                  type="search"
                  value={String(column?.getFilterValue() ?? '')}
                  onChange={(event) => filterBy(id, event.target.value)}
                />
              </label>
            );
          })}
        </div>
      ) : null}
      <div className="staff-table__scroll">
        <table>
          <caption>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" className="staff-table__sort" onClick={() => sortBy(header.column.id)}>
                          {title}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 ? <EmptyState message={emptyMessage} /> : null}
      {paging ? (
        <nav className="staff-table__pager" aria-label={`Pages of ${caption.toLowerCase()}`}>
          <button type="button" className="button button--small button--secondary" onClick={goPrevious} disabled={!hasPrevious}>
            Previous page
          </button>
          <button type="button" className="button button--small button--secondary" onClick={goNext} disabled={paging.nextCursor === null}>
            Next page
          </button>
        </nav>
      ) : null}
    </div>
  );
}
