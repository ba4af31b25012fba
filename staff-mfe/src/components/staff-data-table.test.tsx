import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StaffDataTable } from './staff-data-table';

interface Row {
  id: number;
  name: string;
  city: string;
}

const rows: Row[] = [
  { id: 1, name: 'Kiran', city: 'Mysuru' },
  { id: 2, name: 'Asha', city: 'Bengaluru' },
  { id: 3, name: 'Meera', city: 'Bengaluru' },
];

const columns: ColumnDef<Row, unknown>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'city', accessorKey: 'city', header: 'City' },
];

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderAt(path: string, nextCursor: number | null = 40) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/t"
          element={
            <>
              <StaffDataTable
                caption="People"
                columns={columns}
                rows={rows}
                emptyMessage="Nobody matches."
                filterable={['city']}
                paging={{ cursorParam: 'before', nextCursor }}
                getRowId={(row) => String(row.id)}
              />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

test('sorts from the keyboard: ascending, descending, then as given, held in the address', async () => {
  renderAt('/t');
  await userEvent.tab();
  expect(screen.getByLabelText('Filter by city')).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(names()).toEqual(['Asha', 'Kiran', 'Meera']);
  expect(address()).toBe('?sort=name');
  await userEvent.keyboard('{Enter}');
  expect(names()).toEqual(['Meera', 'Kiran', 'Asha']);
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  await userEvent.keyboard('{Enter}');
  expect(names()).toEqual(['Kiran', 'Asha', 'Meera']);
  expect(address()).toBe('');
});

test('a shared address opens the same view: its sort and filter applied', () => {
  renderAt('/t?sort=name&desc=1&f.city=beng');
  expect(names()).toEqual(['Meera', 'Asha']);
  expect(screen.getByLabelText('Filter by city')).toHaveValue('beng');
});

test('the pager moves by cursor and back, keeping the other parameters', async () => {
  renderAt('/t?f.city=beng');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(new URLSearchParams(address() ?? '').get('before')).toBe('40');
  expect(new URLSearchParams(address() ?? '').get('f.city')).toBe('beng');
  await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(address()).toBe('?f.city=beng');
});

test('the last page has no Next; nothing shown says so', async () => {
  renderAt('/t?f.city=chennai', null);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(screen.getByText('Nobody matches.')).toBeInTheDocument();
});
