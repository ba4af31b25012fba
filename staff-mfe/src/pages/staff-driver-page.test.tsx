import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import {
  getDriverRegistration,
  rejectDriverRegistration,
  revealDriverDetails,
  reviewDriverDocument,
  type DriverRegistrationDetail,
} from '@chalein/shared/api/staff-drivers';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { buildRegistration, driverOpsMe, recruiterMe } from './driver-review-fixtures';
import { CONFLICT_MESSAGE, StaffDriverPage } from './staff-driver-page';
import { readShownAddress, renderStaffRoutes } from './staff-page-test-kit';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-drivers', () => ({
  getDriverRegistration: jest.fn(),
  revealDriverDetails: jest.fn(),
  reviewDriverDocument: jest.fn(),
  rejectDriverRegistration: jest.fn(),
}));
const mockedMe = jest.mocked(getStaffMe);
const mockedGet = jest.mocked(getDriverRegistration);
const mockedReveal = jest.mocked(revealDriverDetails);
const mockedReview = jest.mocked(reviewDriverDocument);
const mockedReject = jest.mocked(rejectDriverRegistration);

const REFERENCE = 'CHD-7K3M-9QXP';

function renderPage() {
  renderStaffRoutes(`/staff/drivers/${REFERENCE}`, { '/staff/drivers/:reference': <StaffDriverPage /> });
}

/** The registration with one document changed. */
function withDocument(
  registration: DriverRegistrationDetail,
  documentType: string,
  change: Partial<DriverRegistrationDetail['documents'][number]>,
): DriverRegistrationDetail {
  return {
    ...registration,
    documents: registration.documents.map((document) => (document.documentType === documentType ? { ...document, ...change } : document)),
  };
}

const documentRegion = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(driverOpsMe);
  mockedGet.mockResolvedValue(buildRegistration());
});

test('the entered details show the four private values masked until each is revealed', async () => {
  mockedReveal.mockResolvedValue({ bankAccountNumber: '001234563456' });
  renderPage();
  await screen.findByRole('heading', { name: `Driver registration ${REFERENCE}` });
  expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Submitted');
  expect(screen.getByText('KA01AB1234', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('••••••••3456')).toHaveTextContent('••••••••3456 (hidden)');
  expect(screen.getByText('••••-••-••')).toHaveTextContent('••••-••-•• (hidden)');
  expect(screen.queryByText('001234563456')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Reveal Bank account number' }));
  expect(await screen.findByText('001234563456')).toBeInTheDocument();
  expect(mockedReveal).toHaveBeenCalledWith(REFERENCE, ['bankAccountNumber']);
  // the others stay hidden: each reveal is its own audited request
  expect(screen.getByText('•••••••0001')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reveal IFSC' })).toBeInTheDocument();
});

test('photos are shown inline from the document route and a PDF is a download link', async () => {
  renderPage();
  const front = await screen.findByRole('region', { name: 'Aadhaar card, front' });
  expect(within(front).getByRole('img', { name: 'Aadhaar card, front as uploaded by the driver' })).toHaveAttribute(
    'src',
    `/api/staff/drivers/${REFERENCE}/documents/adharCardFrontPhoto`,
  );
  const insurance = documentRegion('Vehicle insurance');
  expect(within(insurance).queryByRole('img')).not.toBeInTheDocument();
  const link = within(insurance).getByRole('link', { name: 'Download Vehicle insurance (PDF, 117 KB)' });
  expect(link).toHaveAttribute('href', `/api/staff/drivers/${REFERENCE}/documents/vehicleInsurancePhoto`);
  expect(link).toHaveAttribute('download');
  expect(screen.getAllByRole('region', { name: /./ }).filter((region) => region.classList.contains('staff-review__document'))).toHaveLength(
    8,
  );
});

test('Approve sends the version seen and shows the registration the server answers', async () => {
  const approved = withDocument({ ...buildRegistration(), status: 'under_review', version: 2 }, 'chequePhoto', { state: 'approved' });
  mockedReview.mockResolvedValue(approved);
  renderPage();
  const cheque = await screen.findByRole('region', { name: 'Cancelled cheque' });
  await userEvent.click(within(cheque).getByRole('button', { name: 'Approve Cancelled cheque' }));
  expect(mockedReview).toHaveBeenCalledWith(REFERENCE, 'chequePhoto', { version: 1, decision: 'approve' });
  expect(await screen.findByText('Cancelled cheque: approved.')).toBeInTheDocument();
  expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Under review');
  expect(within(documentRegion('Cancelled cheque')).getByText('Approved')).toBeInTheDocument();
});

test('a rejection needs a reason, and a note when the reason is other', async () => {
  renderPage();
  const licence = await screen.findByRole('region', { name: 'Driving licence, back' });
  const reject = within(licence).getByRole('button', { name: 'Reject Driving licence, back' });
  await userEvent.click(reject);
  expect(within(licence).getByText('Choose a reason.')).toBeInTheDocument();
  await userEvent.selectOptions(within(licence).getByLabelText('Reason to reject'), 'Other');
  await userEvent.click(reject);
  expect(within(licence).getByText('Write a note saying why: this reason needs one.')).toBeInTheDocument();
  expect(mockedReview).not.toHaveBeenCalled();

  mockedReview.mockResolvedValue(
    withDocument({ ...buildRegistration(), status: 'action_needed', version: 2 }, 'drivingLicenseBackPhoto', {
      state: 'rejected',
      rejectionReason: 'other',
      rejectionNote: 'Photo of a photocopy',
    }),
  );
  await userEvent.type(within(licence).getByLabelText('Note (required for this reason)'), 'Photo of a photocopy');
  await userEvent.click(reject);
  expect(mockedReview).toHaveBeenCalledWith(REFERENCE, 'drivingLicenseBackPhoto', {
    version: 1,
    decision: 'reject',
    reason: 'other',
    note: 'Photo of a photocopy',
  });
  expect(await screen.findByText('Driving licence, back: rejected.')).toBeInTheDocument();
  expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Action needed');
  expect(within(documentRegion('Driving licence, back')).getByText('Rejected: Other (Photo of a photocopy)')).toBeInTheDocument();
});

test('a 409 says someone else reviewed it, reloads the registration and keeps the reason typed', async () => {
  const theirs = withDocument({ ...buildRegistration(), status: 'under_review', version: 3 }, 'chequeBook', { state: 'approved' });
  mockedReview.mockRejectedValueOnce(new ApiError('Someone else has reviewed this registration since you opened it.', 409));
  renderPage();
  const front = await screen.findByRole('region', { name: 'Aadhaar card, front' });
  mockedGet.mockResolvedValue(theirs);
  await userEvent.selectOptions(within(front).getByLabelText('Reason to reject'), 'Expired');
  await userEvent.type(within(front).getByLabelText('Note (optional)'), 'Valid until 2019');
  await userEvent.click(within(front).getByRole('button', { name: 'Reject Aadhaar card, front' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(CONFLICT_MESSAGE);
  expect(await within(documentRegion('Cheque book')).findByText('Approved')).toBeInTheDocument();
  expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Under review');
  const again = documentRegion('Aadhaar card, front');
  expect(within(again).getByLabelText('Reason to reject')).toHaveValue('expired');
  expect(within(again).getByLabelText('Note (optional)')).toHaveValue('Valid until 2019');

  // deciding again sends the version now shown
  mockedReview.mockResolvedValue(withDocument(theirs, 'adharCardFrontPhoto', { state: 'rejected', rejectionReason: 'expired' }));
  await userEvent.click(within(again).getByRole('button', { name: 'Reject Aadhaar card, front' }));
  expect(mockedReview).toHaveBeenLastCalledWith(REFERENCE, 'adharCardFrontPhoto', {
    version: 3,
    decision: 'reject',
    reason: 'expired',
    note: 'Valid until 2019',
  });
});

test('the whole registration is rejected with a reason, and then takes no more decisions', async () => {
  mockedReject.mockResolvedValue({ ...buildRegistration(), status: 'rejected', version: 2, rejectionReason: 'not-eligible' });
  renderPage();
  const form = await screen.findByRole('form', { name: 'Reject the whole registration' });
  await userEvent.selectOptions(within(form).getByLabelText('Reason'), 'The driver is not eligible');
  await userEvent.click(within(form).getByRole('button', { name: 'Reject registration...' }));
  // nothing is sent before the reviewer confirms; Cancel goes back to the form with the reason kept
  const question = screen.getByRole('group', { name: /Reject this registration as a whole for .The driver is not eligible./ });
  expect(mockedReject).not.toHaveBeenCalled();
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  const again = screen.getByRole('form', { name: 'Reject the whole registration' });
  expect(within(again).getByLabelText('Reason')).toHaveValue('not-eligible');
  await userEvent.click(within(again).getByRole('button', { name: 'Reject registration...' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm rejection' }));
  expect(mockedReject).toHaveBeenCalledWith(REFERENCE, { version: 1, reason: 'not-eligible' });
  expect(await screen.findByText('Rejected as a whole: The driver is not eligible')).toBeInTheDocument();
  expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Rejected');
  expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Reject the whole registration' })).not.toBeInTheDocument();
});

test('another failure shows the server message and leaves the registration as it was', async () => {
  mockedReview.mockRejectedValueOnce(new ApiError('The server is busy.', 503));
  renderPage();
  const cheque = await screen.findByRole('region', { name: 'Cheque book' });
  await userEvent.click(within(cheque).getByRole('button', { name: 'Approve Cheque book' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
  expect(mockedGet).toHaveBeenCalledTimes(1);
});

test('a recruiter gets the forbidden page, without the registration being asked for', async () => {
  mockedMe.mockResolvedValue(recruiterMe);
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Your roles do not allow this page' })).toBeInTheDocument();
  expect(mockedGet).not.toHaveBeenCalled();
});

test("the server's 403 shows the forbidden page too", async () => {
  mockedGet.mockRejectedValue(new ApiError('Your roles do not allow this.', 403));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Your roles do not allow this page' })).toBeInTheDocument();
});

test('a session that ended before a decision sends the reviewer to sign in and back', async () => {
  mockedReview.mockRejectedValueOnce(new ApiError('Please sign in.', 401));
  renderPage();
  const cheque = await screen.findByRole('region', { name: 'Cheque book' });
  await userEvent.click(within(cheque).getByRole('button', { name: 'Approve Cheque book' }));
  await waitFor(() => expect(readShownAddress()).toBe(`/staff/sign-in?next=${encodeURIComponent(`/staff/drivers/${REFERENCE}`)}`));
});

test('a document the driver sent again reads re-submitted, and the rejected file stays listed with its reason', async () => {
  const reviewed = withDocument(
    buildRegistration({ status: 'under_review', resubmittedAt: '2026-11-26T08:30:00.000Z' }),
    'drivingLicenseFrontPhoto',
    {
      contentType: 'image/png',
      resubmittedAt: '2026-11-26T08:30:00.000Z',
      history: [
        {
          id: 7,
          contentType: 'image/jpeg',
          byteSize: 91_004,
          uploadedAt: '2026-11-20T04:30:00.000Z',
          rejectionReason: 'unreadable',
          rejectionNote: 'Glare over the number',
          reviewedBy: 4,
          reviewedAt: '2026-11-25T06:30:00.000Z',
          replacedAt: '2026-11-26T08:30:00.000Z',
          url: `/api/staff/drivers/${REFERENCE}/documents/drivingLicenseFrontPhoto/history/7`,
        },
      ],
    },
  );
  mockedGet.mockResolvedValue(reviewed);
  renderPage();
  await screen.findByRole('heading', { name: `Driver registration ${REFERENCE}` });
  expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Under review (re-submitted)');
  expect(screen.getByText(/^Status:/)).toHaveTextContent('re-submitted 26 Nov 2026');
  const licence = documentRegion('Driving licence, front');
  expect(within(licence).getByText(/^Not reviewed yet/)).toHaveTextContent('re-submitted');
  const earlier = within(licence).getByRole('listitem');
  expect(earlier).toHaveTextContent('Rejected: Unreadable or cut off (Glare over the number)');
  expect(within(earlier).getByRole('link', { name: 'View rejected file 1 of Driving licence, front' })).toHaveAttribute(
    'href',
    `/api/staff/drivers/${REFERENCE}/documents/drivingLicenseFrontPhoto/history/7`,
  );
  // a document never rejected has no earlier files
  expect(within(documentRegion('Cheque book')).queryByRole('list')).not.toBeInTheDocument();
});
