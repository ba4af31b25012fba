import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { lookUpDriverApplication, uploadRejectedDocument, type DriverStatusResult } from '@chalein/shared/api/driver-status';
import { POSTED_FORM_DATA_KEY } from '@chalein/shared/lib/posted-form';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { driverStatusMessages as driverStatusMessageKeys } from '@chalein/shared/lib/validation/driver-status';
import { readEnglishMessages } from '@chalein/testing/validation-messages';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { createTestI18n } from '@chalein/testing/i18n';
import { actionNeededResult, underReviewResult } from './api-fixtures';
import { DriverStatusPage } from './driver-status-page';

// the rules' messages as an English page shows them, and as the server answers them by default
const driverStatusMessages = readEnglishMessages(driverStatusMessageKeys);

jest.mock('@chalein/shared/api/driver-status', () => ({
  lookUpDriverApplication: jest.fn(),
  uploadRejectedDocument: jest.fn(),
}));
const mockedLookUp = jest.mocked(lookUpDriverApplication);
const mockedUpload = jest.mocked(uploadRejectedDocument);

function renderPage(data: FirstScreenData = {}) {
  render(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter initialEntries={['/drive_with_us/status']}>
          <DriverStatusPage />
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
}

/** The page in Hindi or Kannada, as the shell's provider gives it in that language. */
function renderPageIn(language: 'hi' | 'kn') {
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <ThemeProvider>
        <MemoryRouter initialEntries={['/drive_with_us/status']}>
          <DriverStatusPage />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

async function lookUp(user = userEvent.setup({ delay: null })) {
  await user.type(screen.getByRole('textbox', { name: /^Application reference/ }), 'chd-7k3m-9qxp');
  await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Check status' }));
  return user;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

beforeEach(() => {
  mockedLookUp.mockReset();
  mockedUpload.mockReset();
});

test('before a lookup the page asks for the reference and the mobile number, and shows no application', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Your driver application' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Find your application' })).toBeInTheDocument();
  expect(screen.queryByText(/^Status:/)).not.toBeInTheDocument();
  // the form posts to the page itself: a GET would put the mobile number in the address
  const form = screen.getByRole('textbox', { name: /^Mobile number/ }).closest('form');
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/drive_with_us/status');
});

test('empty fields are named in the page words and nothing is sent', async () => {
  renderPage();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Check status' }));
  expect(screen.getByText(driverStatusMessages.referenceRequired)).toBeInTheDocument();
  expect(screen.getByText(driverStatusMessages.contactNumberRequired)).toBeInTheDocument();
  expect(mockedLookUp).not.toHaveBeenCalled();
});

test('while looking up it says so, then shows the status, each document, and why one was rejected', async () => {
  const answer = deferred<DriverStatusResult>();
  mockedLookUp.mockReturnValue(answer.promise);
  renderPage();
  await lookUp();
  expect(screen.getByRole('status')).toHaveTextContent('Finding your application...');
  expect(mockedLookUp).toHaveBeenCalledWith({ reference: 'chd-7k3m-9qxp', contactNumber: '9876543210' });

  answer.resolve(actionNeededResult);
  expect(await screen.findByRole('heading', { name: 'Hello Ravi' })).toBeInTheDocument();
  expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Action needed');
  const documents = within(screen.getByRole('list', { name: 'Your documents' })).getAllByRole('listitem');
  expect(documents).toHaveLength(actionNeededResult.application.documents.length);
  const licence = documents.find((item) => within(item).queryByRole('heading', { name: 'Driving licence, front' }))!;
  expect(licence).toHaveTextContent('Please send again');
  expect(licence).toHaveTextContent('We could not read it: the picture is blurred, too dark or cut off.');
  expect(licence).toHaveTextContent('Take a new photo in good light');
  // only the rejected document can be sent again
  expect(screen.getAllByRole('form', { name: /^Upload .* again$/ })).toHaveLength(1);
});

test('a wrong pair gets the one answer, and the form stays to try again', async () => {
  mockedLookUp.mockRejectedValue(new ApiError(driverStatusMessages.notFound, 404));
  renderPage();
  await lookUp();
  expect(await screen.findByRole('alert')).toHaveTextContent(driverStatusMessages.notFound);
  expect(screen.getByRole('textbox', { name: /^Application reference/ })).toHaveValue('chd-7k3m-9qxp');
});

test('a new file for the rejected document is sent with the token, and the application reads under review', async () => {
  mockedLookUp.mockResolvedValue(actionNeededResult);
  mockedUpload.mockResolvedValue(underReviewResult);
  renderPage();
  const user = await lookUp();
  const form = await screen.findByRole('form', { name: 'Upload Driving licence, front again' });
  const licence = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'licence.jpg', { type: 'image/jpeg' });
  await user.upload(within(form).getByLabelText(/^New Driving licence, front/), licence);
  await user.click(within(form).getByRole('button', { name: /^Upload/ }));

  expect(await screen.findByText('Status:', { exact: false })).toHaveTextContent('Status: Under review');
  expect(mockedUpload).toHaveBeenCalledWith(actionNeededResult.token, 'drivingLicenseFrontPhoto', licence, expect.any(Function));
  expect(screen.getByText(driverStatusMessages.uploaded)).toBeInTheDocument();
  expect(screen.getByText('Sent again, being checked')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: /again$/ })).not.toBeInTheDocument();
});

test('a refused file keeps the form with the server words beside it', async () => {
  mockedLookUp.mockResolvedValue(actionNeededResult);
  mockedUpload.mockRejectedValue(
    new ApiError('Please upload a JPEG, PNG or PDF file', 400, { document: 'Please upload a JPEG, PNG or PDF file' }),
  );
  renderPage();
  const user = await lookUp();
  const form = await screen.findByRole('form', { name: 'Upload Driving licence, front again' });
  await user.upload(within(form).getByLabelText(/^New Driving licence, front/), new File(['x'], 'licence.jpg', { type: 'image/jpeg' }));
  await user.click(within(form).getByRole('button', { name: /^Upload/ }));
  expect(await within(form).findByText('Please upload a JPEG, PNG or PDF file')).toBeInTheDocument();
  expect(screen.getByText(/^Status:/)).toHaveTextContent('Action needed');
});

test('answering a post without scripts, the server puts the status in the page, the token in the upload form', () => {
  renderPage({ [POSTED_FORM_DATA_KEY]: { form: 'driver-status', values: {}, errors: {}, answer: actionNeededResult } });
  expect(screen.getByRole('heading', { name: 'Hello Ravi' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Upload Driving licence, front again' });
  expect(form).toHaveAttribute('enctype', 'multipart/form-data');
  expect(form.querySelector('input[name="token"]')).toHaveValue(actionNeededResult.token);
  expect(form.querySelector('input[name="documentType"]')).toHaveValue('drivingLicenseFrontPhoto');
});

test('a refused post without scripts shows its message with the lookup again', () => {
  renderPage({
    [POSTED_FORM_DATA_KEY]: {
      form: 'driver-status',
      values: { reference: 'CHD-0000-0000' },
      errors: {},
      failure: driverStatusMessages.notFound,
    },
  });
  expect(screen.getByRole('alert')).toHaveTextContent(driverStatusMessages.notFound);
  expect(screen.getByRole('textbox', { name: /^Application reference/ })).toHaveValue('CHD-0000-0000');
});

test('in Kannada the page, its form and the status with each document are Kannada; the reviewer words stay as given', async () => {
  mockedLookUp.mockResolvedValue(actionNeededResult);
  renderPageIn('kn');
  expect(screen.getByRole('heading', { level: 1, name: 'ನಿಮ್ಮ ಚಾಲಕ ಅರ್ಜಿ' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ಚಾಲಕ ಪಾಲುದಾರರಾಗಿ ನೋಂದಾಯಿಸಿ' })).toHaveAttribute('href', '/drive_with_us');
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: /^ಅರ್ಜಿಯ ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ/ }), 'chd-7k3m-9qxp');
  await user.type(screen.getByRole('textbox', { name: /^ಮೊಬೈಲ್ ಸಂಖ್ಯೆ/ }), '9876543210');
  await user.click(screen.getByRole('button', { name: 'ಸ್ಥಿತಿ ನೋಡಿ' }));

  expect(await screen.findByRole('heading', { name: 'ನಮಸ್ಕಾರ Ravi' })).toBeInTheDocument();
  expect(screen.getByText(/^ಸ್ಥಿತಿ:/)).toHaveTextContent('ಸ್ಥಿತಿ: ನೀವು ಕ್ರಮ ಕೈಗೊಳ್ಳಬೇಕು');
  const documents = within(screen.getByRole('list', { name: 'ನಿಮ್ಮ ದಾಖಲೆಗಳು' })).getAllByRole('listitem');
  const licence = documents.find((item) => within(item).queryByRole('heading', { name: 'ಚಾಲನಾ ಪರವಾನಗಿ, ಮುಂಭಾಗ' }))!;
  expect(licence).toHaveTextContent('ದಯವಿಟ್ಟು ಮತ್ತೆ ಕಳುಹಿಸಿ');
  expect(licence).toHaveTextContent('ಕಾರಣ: We could not read it');
  expect(within(licence).getByRole('form', { name: 'ಚಾಲನಾ ಪರವಾನಗಿ, ಮುಂಭಾಗ ಮತ್ತೆ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ' })).toBeInTheDocument();
  expect(within(licence).getByLabelText('ಹೊಸ ಚಾಲನಾ ಪರವಾನಗಿ, ಮುಂಭಾಗ')).toHaveAttribute('type', 'file');
  expect(within(licence).getByRole('button', { name: 'ಅಪ್‌ಲೋಡ್ ಮಾಡಿ ಚಾಲನಾ ಪರವಾನಗಿ, ಮುಂಭಾಗ' })).toBeInTheDocument();
});

test('in Hindi a document type the page does not know keeps the name the API gave', async () => {
  const application = actionNeededResult.application;
  const unknown = { ...application.documents[0]!, documentType: 'policeCertificate', label: 'Police certificate' };
  mockedLookUp.mockResolvedValue({
    ...actionNeededResult,
    application: { ...application, documents: [unknown as (typeof application.documents)[number]] },
  });
  renderPageIn('hi');
  expect(screen.getByRole('heading', { level: 1, name: 'आपका ड्राइवर आवेदन' })).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: /^आवेदन का रेफ़रेंस नंबर/ }), 'chd-7k3m-9qxp');
  await user.type(screen.getByRole('textbox', { name: /^मोबाइल नंबर/ }), '9876543210');
  await user.click(screen.getByRole('button', { name: 'स्टेटस देखें' }));
  expect(await screen.findByRole('heading', { name: 'Police certificate' })).toBeInTheDocument();
});
