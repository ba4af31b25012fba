import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { listAuditEvents } from '@chalein/shared/api/staff-audit';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { adminMe, buildAuditEvent } from './api-fixtures';
import { StaffAuditPage } from './staff-audit-page';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-audit', () => ({ listAuditEvents: jest.fn() }));
const mockedMe = jest.mocked(getStaffMe);
const mockedList = jest.mocked(listAuditEvents);

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/staff/audit"
          element={
            <>
              <StaffAuditPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

// jest-fixed-jsdom gives the page Node's FormData, which cannot be made from a <form>; React makes one (for
// useFormStatus) when a submit starts a transition, as the router's navigation does. The filters are read from the
// form's fields, never from that FormData, so an empty one stands in for it.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  };
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

const address = () => new URLSearchParams(screen.getByRole('status', { name: 'address' }).textContent ?? '');

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(adminMe);
});

test('the filters in the address are what the server is asked, and fill the form', async () => {
  mockedList.mockResolvedValue({
    events: [buildAuditEvent(7, { action: 'staff.users.update', target: 'staff_user:2' })],
    nextBefore: null,
  });
  renderAt('/staff/audit?person=1&action=staff.users.update&from=2026-11-01&to=2026-11-26');
  const table = await screen.findByRole('table', { name: 'Audit events, newest first' });
  expect(mockedList).toHaveBeenCalledWith({
    person: 1,
    action: 'staff.users.update',
    target: undefined,
    from: '2026-11-01',
    to: '2026-11-26T23:59:59.999Z',
    before: undefined,
  });
  expect(within(table).getByRole('cell', { name: 'staff_user:2' })).toBeInTheDocument();
  expect(screen.getByLabelText('Action')).toHaveValue('staff.users.update');
  expect(screen.getByLabelText('Person (account id)')).toHaveValue(1);
});

test('Show events puts the filters in the address and asks again', async () => {
  mockedList.mockResolvedValue({ events: [buildAuditEvent(3)], nextBefore: null });
  renderAt('/staff/audit');
  await screen.findByRole('table', { name: 'Audit events, newest first' });
  await userEvent.type(screen.getByLabelText('Target'), 'staff_user:4');
  await userEvent.click(screen.getByRole('button', { name: 'Show events' }));
  expect(address().get('target')).toBe('staff_user:4');
  expect(mockedList).toHaveBeenLastCalledWith(expect.objectContaining({ target: 'staff_user:4' }));
});

test('Next page follows the cursor and Previous comes back', async () => {
  mockedList.mockImplementation(async (query) =>
    query?.before === 50
      ? { events: [buildAuditEvent(49)], nextBefore: null }
      : { events: [buildAuditEvent(51), buildAuditEvent(50)], nextBefore: 50 },
  );
  renderAt('/staff/audit?action=staff.sign-in');
  await screen.findByRole('table', { name: 'Audit events, newest first' });
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(address().get('before')).toBe('50');
  expect(address().get('action')).toBe('staff.sign-in');
  expect(await screen.findByRole('button', { name: 'Next page' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(address().get('before')).toBeNull();
  expect(mockedList).toHaveBeenLastCalledWith(expect.objectContaining({ before: undefined, action: 'staff.sign-in' }));
});

test('no event shows the empty state', async () => {
  mockedList.mockResolvedValue({ events: [], nextBefore: null });
  renderAt('/staff/audit?person=99');
  expect(await screen.findByText('No event matches these filters.')).toBeInTheDocument();
});

test('a 403 from the trail shows the forbidden page', async () => {
  mockedList.mockRejectedValueOnce(new ApiError('Your roles do not allow this.', 403));
  renderAt('/staff/audit');
  expect(await screen.findByRole('heading', { name: 'Your roles do not allow this page' })).toBeInTheDocument();
});
