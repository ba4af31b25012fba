import { act, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n, I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { CHOOSE_FILES_AGAIN_MESSAGE, POSTED_FORM_DATA_KEY } from '@chalein/shared/lib/posted-form';
import { ApiError } from '@chalein/shared/api/client';
import { getStateCityMapping, submitDriverRegistrationDocuments, validateDriverMobile } from '@chalein/shared/api/onboarding';
import { driverDocumentFields } from '@chalein/shared/lib/validation/driver-registration';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { driverRegistration } from '@chalein/testing/fixtures/driver-registration';
import { createTestI18n } from '@chalein/testing/i18n';
import { driverCategoryOptions } from '../components/personal-details-section';
import { vehicleCategoryOptions } from '../components/vehicle-section';
import { documentLabelKeys } from '../lib/driver-registration-form';
import { stateCityMapping as mapping } from './api-fixtures';
import { DriverRegistrationPage, loadFirstScreen } from './driver-registration-page';

jest.mock('@chalein/shared/api/onboarding', () => ({
  getStateCityMapping: jest.fn(),
  validateDriverMobile: jest.fn(),
  submitDriverRegistrationDocuments: jest.fn(),
}));
const mockedGetMapping = jest.mocked(getStateCityMapping);
const mockedValidateMobile = jest.mocked(validateDriverMobile);
const mockedSubmit = jest.mocked(submitDriverRegistrationDocuments);

/** Matches text exactly as written: the spec's messages keep their double spaces. */
const exactText = { normalizer: getDefaultNormalizer({ collapseWhitespace: false, trim: false }) };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An 'onboarding' text in English, as the global test instance reads it. */
const english = (key: string) => getI18n().t(key, { ns: 'onboarding' });
/** The label of a choice's value (a radio button's name). */
const labelOf = (options: readonly { value: string; labelKey: string }[], value: string) => {
  const option = options.find((candidate) => candidate.value === value);
  return option ? english(option.labelKey) : `no option ${value}`;
};
/** A document's file field's label, in English. */
const documentLabel = (documentField: keyof typeof documentLabelKeys) => english(documentLabelKeys[documentField]);

/** A field by the start of its label (required labels end in ' *'). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}`));

function renderPage(data: FirstScreenData = {}) {
  render(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter initialEntries={['/drive_with_us']}>
          <DriverRegistrationPage />
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
}

async function renderLoadedPage() {
  renderPage();
  await screen.findByRole('combobox', { name: /^State/ });
}

function imageFile(name = 'photo.jpg', type = 'image/jpeg', size = 2048) {
  return new File([new Uint8Array(size).fill(7)], name, { type });
}

const pdfFile = (name = 'scan.pdf') => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

async function fillValidForm(user = userEvent.setup({ delay: null })) {
  const valid = driverRegistration;
  await user.type(field('Full name'), valid.fullName);
  await user.type(field('Contact number'), valid.contactNumber);
  await user.click(screen.getByRole('radio', { name: labelOf(driverCategoryOptions, valid.driver_category) }));
  await user.type(field('Address'), valid.address);
  await user.type(field('PIN code'), valid.pincode);
  await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), valid.stateName);
  await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), valid.cityName);
  await user.click(screen.getByRole('radio', { name: labelOf(vehicleCategoryOptions, valid.vehicle_category) }));
  await user.type(field('Vehicle number'), valid.vehicleNumber);
  await user.click(screen.getByRole('radio', { name: valid.wheelChair === '1' ? 'Yes' : 'No' }));
  await user.type(field('Bank account number'), valid.bankAccNo);
  await user.type(field('Re-enter bank account number'), valid.reBankAccNo);
  // typed in lower case: the form sends it in capitals
  await user.type(field('IFSC code'), valid.ifscCode.toLowerCase());
  await user.type(field('Driving licence number'), valid.drivingLicenseNo);
  await user.type(field('Re-enter driving licence number'), valid.reDrivingLicenseNumber);
  await user.type(field('Date of birth'), valid.dob);
  for (const documentField of driverDocumentFields) {
    const file = documentField === 'chequeBook' ? pdfFile('cheque-book.pdf') : imageFile(`${documentField}.jpg`);
    await user.upload(field(documentLabel(documentField)), file);
  }
  await screen.findAllByRole('img', { name: /^Preview of/ });
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  return user;
}

// filling the whole form is many keystrokes; a busy 2-core machine needs more than jest's 5 s for it
jest.setTimeout(30_000);

beforeEach(() => {
  jest.clearAllMocks();
  mockedGetMapping.mockResolvedValue(mapping);
  mockedValidateMobile.mockResolvedValue({ success: true, message: 'This contact number can be used.', registered: false });
});

describe('states and cities', () => {
  test('shows a loading state, then the state select; the city select waits for a state and lists only its cities', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('Loading states and cities...')).toBeInTheDocument();
    const state = await screen.findByRole('combobox', { name: /^State/ });
    const city = screen.getByRole('combobox', { name: /^City/ });
    expect(city).toBeDisabled();
    expect(screen.getByText('Choose your state first.')).toBeInTheDocument();

    await user.selectOptions(state, 'Karnataka');
    expect(city).toBeEnabled();
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select city', 'Bengaluru', 'Mysuru']);
    await user.selectOptions(city, 'Mysuru');

    // another state empties the city, since Mysuru is not in its list
    await user.selectOptions(state, 'Maharashtra');
    expect(city).toHaveValue('');
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select city', 'Mumbai']);
  });

  test('a failed load says so and Retry loads again, keeping what was typed', async () => {
    const user = userEvent.setup();
    mockedGetMapping.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
    renderPage();
    expect(await screen.findByText('We could not load the list of states and cities.')).toBeInTheDocument();
    await user.type(field('Full name'), 'Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: /^State/ })).toBeInTheDocument();
    expect(field('Full name')).toHaveValue('Ravi Kumar');
  });

  test('an empty list shows an empty state', async () => {
    mockedGetMapping.mockResolvedValue({ states: [], cities: [] });
    renderPage();
    expect(await screen.findByText('No states are available right now. Please try again later.')).toBeInTheDocument();
  });
});

describe('validation', () => {
  test('an empty form shows every spec message, scrolls to the top and focuses the summary', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Name is required.',
      'Contact number is required',
      'Driver category is required.',
      'Address is required.',
      'Pincode is required.',
      'Vehicle Category is required.',
      'Vehicle Number is required.',
      'Please Select Yes/No  required.',
      'Account Number is required',
      'IFSC Number is required',
      'Driving License is required',
      'Date Of Birth is required',
      'Please choose your state.',
      'Please choose your city.',
      'Please agree to the use of your details and documents to continue.',
    ]) {
      expect(screen.getByText(message, exactText)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Please upload this document.')).toHaveLength(8);
    // one behaviour for every form (docs/decisions/0019-forms.md): the summary is announced, focus goes to the first field
    const summary = screen.getByText('Please correct the 23 fields marked below.');
    expect(summary.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(field('Full name')).toHaveFocus());
    expect(mockedSubmit).not.toHaveBeenCalled();
  });

  test('the contact number takes digits only, at most ten, and a short one is refused', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    const phone = field('Contact number');
    await user.type(phone, '98a76-5432101');
    expect(phone).toHaveValue('9876543210');
    await user.clear(phone);
    await user.type(phone, '98765');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Contact number must be exactly 10 digits')).toBeInTheDocument();
  });

  test('the PIN code takes six digits and must not start with 0', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    await user.type(field('PIN code'), '0560025x');
    expect(field('PIN code')).toHaveValue('056002');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Enter a valid 6-digit PIN code (it cannot start with 0).')).toBeInTheDocument();
  });

  test('mismatched account and licence numbers get the spec messages; the Indian formats get ours', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    await user.type(field('Bank account number'), '123456789012');
    await user.type(field('Re-enter bank account number'), '123456789013');
    await user.type(field('Driving licence number'), 'KA01 20191234567');
    await user.type(field('Re-enter driving licence number'), 'KA01 20191234568');
    await user.type(field('IFSC code'), 'SBIN1234567');
    await user.type(field('Vehicle number'), 'KA 1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Account numbers do not match')).toBeInTheDocument();
    expect(screen.getByText('Driving License numbers do not match')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid IFSC code, like SBIN0001234.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid vehicle registration number, like KA 01 AB 1234 or 22 BH 1234 AB.')).toBeInTheDocument();
  });

  test('a licence number without its year and number gets our message; a BH-series vehicle number passes', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    await user.type(field('Driving licence number'), 'KA01 2019');
    await user.type(field('Re-enter driving licence number'), 'KA01 2019');
    await user.type(field('Vehicle number'), '22 bh 1234 ab');
    expect(field('Vehicle number')).toHaveValue('22 BH 1234 AB');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Enter a valid driving licence number, like KA01 20191234567.')).toBeInTheDocument();
    expect(screen.queryByText('Driving License numbers do not match')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Enter a valid vehicle registration number/)).not.toBeInTheDocument();
    expect(screen.queryByText('Vehicle Number is required.')).not.toBeInTheDocument();
  });

  test('a driver under 18 is refused', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    const year = new Date().getFullYear() - 17;
    await user.type(field('Date of birth'), `${year}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('You must be at least 18 years old to drive with Chalein.')).toBeInTheDocument();
  });

  test('editing a field clears its error, and only its own', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(field('Full name'), 'R');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Address is required.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByText('Please Select Yes/No  required.', exactText)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(screen.queryByText('Please agree to the use of your details and documents to continue.')).not.toBeInTheDocument();
  });
});

describe('the contact number pre-check on leaving the field', () => {
  test('a number the server accepts says so', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    await user.type(field('Contact number'), '9876543210');
    await user.tab();
    expect(mockedValidateMobile).toHaveBeenCalledWith('9876543210');
    expect(await screen.findByText('This contact number can be used.')).toBeInTheDocument();
  });

  test("a refused number shows the server's message, and submitting keeps it", async () => {
    const user = userEvent.setup();
    const message = 'This contact number is already registered with Chalein. Please sign in to the Driver App instead.';
    mockedValidateMobile.mockResolvedValue({ success: false, message, registered: true });
    await renderLoadedPage();
    await user.type(field('Contact number'), '9876543210');
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Contact number')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  test("a network failure gives 'An error occurred during validation.'", async () => {
    const user = userEvent.setup();
    mockedValidateMobile.mockRejectedValue(new ApiError('Network Error: the server could not be reached.', null));
    await renderLoadedPage();
    await user.type(field('Contact number'), '9876543210');
    await user.tab();
    expect(await screen.findByText('An error occurred during validation.')).toBeInTheDocument();
    // typing again clears it
    await user.type(field('Contact number'), '{Backspace}1');
    expect(screen.queryByText('An error occurred during validation.')).not.toBeInTheDocument();
  });

  test('an answer that comes after the number was edited is dropped', async () => {
    const user = userEvent.setup();
    let answer: (result: { success: boolean; message?: string; registered: boolean }) => void = () => undefined;
    mockedValidateMobile.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const message = 'This contact number is already registered with Chalein. Please sign in to the Driver App instead.';
    await renderLoadedPage();
    await user.type(field('Contact number'), '9876543210');
    await user.tab();
    expect(await screen.findByText('Checking this number...')).toBeInTheDocument();
    await user.type(field('Contact number'), '{Backspace}1');
    await act(async () => answer({ success: false, message, registered: true }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(field('Contact number')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a refusal other than "already registered" shows its message but does not hold the submit back', async () => {
    const busy = 'Too many requests. Please wait a minute and try again.';
    mockedValidateMobile.mockResolvedValue({ success: false, message: busy, registered: false });
    mockedSubmit.mockResolvedValueOnce({ reference: 'CHD-AAAA-BBBB' });
    await renderLoadedPage();
    const user = await fillValidForm();
    expect(screen.getByText(busy)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Thank You' })).toBeInTheDocument();
    expect(mockedSubmit).toHaveBeenCalledTimes(1);
  });

  test('+91 98765 43210 typed, or 98765 43210 pasted, is checked and kept as 9876543210; 1234567890 is refused', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    await user.type(field('Contact number'), '+91 98765 43210');
    expect(field('Contact number')).toHaveValue('9876543210');
    await user.tab();
    expect(mockedValidateMobile).toHaveBeenCalledWith('9876543210');
    await user.clear(field('Contact number'));
    await user.click(field('Contact number'));
    await user.paste('98765 43210');
    expect(field('Contact number')).toHaveValue('9876543210');
    await user.clear(field('Contact number'));
    await user.type(field('Contact number'), '1234567890');
    await user.tab();
    expect(screen.getByText('Mobile numbers start with 6, 7, 8 or 9.')).toBeInTheDocument();
    expect(mockedValidateMobile).toHaveBeenCalledTimes(1);
  });

  test('a short number is not sent: its format message shows at once', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    await user.type(field('Contact number'), '98765');
    await user.tab();
    expect(screen.getByText('Contact number must be exactly 10 digits')).toBeInTheDocument();
    expect(mockedValidateMobile).not.toHaveBeenCalled();
  });
});

describe('documents', () => {
  test('each chosen image shows a preview, a PDF its name; a wrong type is refused with the spec message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderLoadedPage();
    await user.upload(field('Driving licence, front'), imageFile('licence.png', 'image/png'));
    expect(await screen.findByRole('img', { name: 'Preview of Driving licence, front' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.upload(field('Vehicle insurance'), pdfFile('insurance.pdf'));
    expect(await screen.findByText('insurance.pdf')).toBeInTheDocument();
    await user.upload(field('Cancelled cheque'), new File(['GIF89a'], 'cheque.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Please upload a JPEG, PNG, or PDF file.')).toBeInTheDocument();
  });

  test('a file over 5 MB that cannot be made smaller is refused at once', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    await user.upload(field('Vehicle insurance'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Each document must be 5 MB or smaller.')).toBeInTheDocument();
  });

  test('asks for a masked Aadhaar and says the number is never stored', async () => {
    await renderLoadedPage();
    expect(screen.getByText('Please upload a masked Aadhaar.')).toBeInTheDocument();
    expect(screen.getByText(/We never ask for or store your Aadhaar number\./)).toBeInTheDocument();
    expect(screen.getAllByText('Masked Aadhaar: only the last 4 digits of the number showing.')).toHaveLength(2);
  });

  test('a large photo is made smaller before upload, and the page says by how much', async () => {
    const user = userEvent.setup();
    const restore = installImageStubs({ width: 4000, height: 3000, encodedBytes: 700 * 1024 });
    try {
      await renderLoadedPage();
      await user.upload(field('Vehicle registration certificate (RC)'), imageFile('rc-photo.png', 'image/png', 4 * 1024 * 1024));
      expect(await screen.findByText('rc-photo.jpg')).toBeInTheDocument();
      expect(screen.getByText('700 KB (reduced from 4.0 MB for a faster upload)')).toBeInTheDocument();
      expect(restore.drawnSizes).toEqual([{ width: 2000, height: 1500 }]);
    } finally {
      restore();
    }
  });
});

describe('consent', () => {
  test('says what is collected, why and for how long, under the DPDP Act 2023', async () => {
    await renderLoadedPage();
    const notice = screen.getByText(/collects the details and documents in this form/);
    expect(notice).toHaveTextContent('Chalein Mobility Private Limited');
    expect(notice).toHaveTextContent(/to verify your identity, licence and vehicle/);
    expect(notice).toHaveTextContent(/for 3 years after your last trip/);
    expect(notice).toHaveTextContent('Digital Personal Data Protection Act, 2023');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  });
});

describe('submitting', () => {
  test('a valid form uploads every field and the eight files with one progress bar, thanks the driver and resets', async () => {
    let report: ((fraction: number) => void) | undefined;
    let finish: (value: { reference: string }) => void = () => undefined;
    mockedSubmit.mockImplementation((_fields, _documents, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    await renderLoadedPage();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(mockedSubmit).toHaveBeenCalledTimes(1));
    const [fields, documents, , idempotencyKey] = mockedSubmit.mock.calls[0]!;
    // the submission's Idempotency-Key: a send repeated after a failure is stored once
    expect(idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // the driver's answers as filled in, the chosen state's and city's names, and the consent
    expect(fields).toEqual(driverRegistration);
    expect(Object.keys(documents).sort()).toEqual([...driverDocumentFields].sort());
    expect(documents.chequeBook!.name).toBe('cheque-book.pdf');
    expect(documents.adharCardFrontPhoto!.name).toBe('adharCardFrontPhoto.jpg');
    const submit = screen.getByRole('button', { name: 'Submitting...' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    // a second press while sending sends nothing more
    await user.click(submit);
    expect(mockedSubmit).toHaveBeenCalledTimes(1);

    act(() => report!(0.42));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading your registration: 42%' });
    expect(bar).toHaveAttribute('value', '42');

    act(() => finish({ reference: 'CHD-7K3M-9QXP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank You' });
    expect(within(dialog).getByText('Your form has been submitted successfully.')).toBeInTheDocument();
    expect(within(dialog).getByText('CHD-7K3M-9QXP')).toBeInTheDocument();
    // where the driver checks the application with that reference
    expect(within(dialog).getByRole('link', { name: 'Check your application status' })).toHaveAttribute('href', '/drive_with_us/status');
    expect(field('Full name')).toHaveValue('');
    expect(screen.queryAllByRole('img', { name: /^Preview of/ })).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // focus goes back to where the driver was
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  test('a failure shows the spec alert and keeps everything typed and chosen; the same form can be sent again', async () => {
    mockedSubmit.mockRejectedValueOnce(new ApiError('Something went wrong on our side. Please try again later.', 500));
    mockedSubmit.mockResolvedValueOnce({ reference: 'CHD-AAAA-BBBB' });
    await renderLoadedPage();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting form. Please try again later.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Full name')).toHaveValue('Ravi Kumar');
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('100');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(7);
    expect(screen.getByText('cheque-book.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Thank You' })).toBeInTheDocument();
    expect(mockedSubmit.mock.calls[1]![1]).toEqual(mockedSubmit.mock.calls[0]![1]);
    expect(Object.keys(mockedSubmit.mock.calls[1]![1])).toHaveLength(8);
  });

  test("a document the server refuses shows its field's message, without the generic failure", async () => {
    const message = 'Please upload a JPEG, PNG, or PDF file.';
    mockedSubmit.mockRejectedValueOnce(new ApiError(message, 400, { adharCardFrontPhoto: message }));
    await renderLoadedPage();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(documentLabel('adharCardFrontPhoto'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Error submitting form. Please try again later.')).not.toBeInTheDocument();
    expect(screen.getByText('Please correct the field marked below.').closest('[role="alert"]')).not.toBeNull();
    expect(field(documentLabel('adharCardFrontPhoto'))).toHaveFocus();
  });
});

/**
 * jsdom decodes and draws no images: these stand in for createImageBitmap and the canvas, and record what the
 * page drew, so the page's downscale step runs as it does in a browser.
 */
function installImageStubs({ width, height, encodedBytes }: { width: number; height: number; encodedBytes: number }) {
  const drawnSizes: { width: number; height: number }[] = [];
  const original = {
    createImageBitmap: (globalThis as { createImageBitmap?: unknown }).createImageBitmap,
    getContext: HTMLCanvasElement.prototype.getContext,
    toBlob: HTMLCanvasElement.prototype.toBlob,
  };
  Object.assign(globalThis, { createImageBitmap: jest.fn(async () => ({ width, height, close: jest.fn() })) });
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    const { width: drawnWidth, height: drawnHeight } = this;
    return {
      fillRect: jest.fn(),
      drawImage: jest.fn(() => drawnSizes.push({ width: drawnWidth, height: drawnHeight })),
    } as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type?: string) {
    // jsdom's File is a Blob of jsdom's own kind, which its File and FileReader accept (Node's Blob they do not)
    callback(new File([new Uint8Array(encodedBytes)], 'encoded', { type }));
  };
  const restore = () => {
    Object.assign(globalThis, { createImageBitmap: original.createImageBitmap });
    HTMLCanvasElement.prototype.getContext = original.getContext;
    HTMLCanvasElement.prototype.toBlob = original.toBlob;
  };
  return Object.assign(restore, { drawnSizes });
}

test("loadFirstScreen fetches the states and cities under the page's key; given them, the address selects are there at once", async () => {
  const data = await loadFirstScreen({ pathname: '/drive_with_us', params: {}, search: '' });
  expect(data).toEqual({ 'state-city-mapping': mapping });
  mockedGetMapping.mockClear();
  renderPage(data);
  const state = screen.getByRole('combobox', { name: /^State/ });
  expect(within(state).getByRole('option', { name: 'Karnataka' })).toBeInTheDocument();
  expect(screen.queryByText('Loading states and cities...')).not.toBeInTheDocument();
  expect(mockedGetMapping).not.toHaveBeenCalled();
});

describe('without scripts', () => {
  it('posts the registration as multipart to /drive_with_us, naming the form', () => {
    renderPage({ 'state-city-mapping': mapping });
    const form = screen.getByRole('form', { name: 'Register as a driver partner' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/drive_with_us');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form.querySelector('input[name="chaleinForm"]')).toHaveValue('driver-registration');
    for (const control of form.querySelectorAll('input:not([type="hidden"]), select, textarea')) expect(control).toHaveAttribute('name');
  });

  it("answering a post, it keeps what was typed, shows the server's messages and asks for the documents again", () => {
    renderPage({
      'state-city-mapping': mapping,
      [POSTED_FORM_DATA_KEY]: {
        form: 'driver-registration',
        values: { fullName: 'Ravi Kumar', bankAccNo: '123456789012' },
        errors: { contactNumber: 'Mobile number is required' },
        filesDropped: true,
      },
    });
    expect(field('Full name')).toHaveValue('Ravi Kumar');
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(screen.getByText(CHOOSE_FILES_AGAIN_MESSAGE)).toBeInTheDocument();
  });

  it('after a post without scripts, the thank-you gives the reference and where to check its status', () => {
    renderPage({
      'state-city-mapping': mapping,
      [POSTED_FORM_DATA_KEY]: { form: 'driver-registration', values: {}, errors: {}, sent: { reference: 'CHD-7K3M-9QXP' } },
    });
    const thanks = screen.getByRole('heading', { name: 'Thank You' }).closest('[role="status"]') as HTMLElement;
    expect(within(thanks).getByText('CHD-7K3M-9QXP')).toBeInTheDocument();
    expect(within(thanks).getByRole('link', { name: 'Check your application status' })).toHaveAttribute('href', '/drive_with_us/status');
  });
});

describe('in Hindi and Kannada', () => {
  function renderPageIn(language: 'hi' | 'kn') {
    render(
      <I18nextProvider i18n={createTestI18n(language)}>
        <ThemeProvider>
          <FirstScreenDataProvider data={{}}>
            <MemoryRouter initialEntries={['/drive_with_us']}>
              <DriverRegistrationPage />
            </MemoryRouter>
          </FirstScreenDataProvider>
        </ThemeProvider>
      </I18nextProvider>,
    );
  }

  test('in Hindi the heading, the steps, the document fields and the submit button are Hindi', async () => {
    renderPageIn('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'Chalein के साथ ड्राइव करें' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'वाहन' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ड्राइविंग लाइसेंस' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /^राज्य/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^ड्राइविंग लाइसेंस, आगे का हिस्सा/)).toHaveAttribute('type', 'file');
    expect(screen.getByRole('radio', { name: 'दोपहिया' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सबमिट करें' })).toBeInTheDocument();
    expect(screen.queryByText('What you will need')).not.toBeInTheDocument();
  });

  test('in Kannada the states and cities are named in Kannada, and each option still stands for its record', async () => {
    // the API's answer to a Kannada page: the English names beside the Kannada ones
    mockedGetMapping.mockResolvedValue({
      states: mapping.states.map((state) => ({ ...state, stateLabel: { Karnataka: 'ಕರ್ನಾಟಕ', Maharashtra: 'ಮಹಾರಾಷ್ಟ್ರ' }[state.stateName]! })),
      cities: mapping.cities.map((city) => ({
        ...city,
        cityLabel: { Bengaluru: 'ಬೆಂಗಳೂರು', Mysuru: 'ಮೈಸೂರು', Mumbai: 'ಮುಂಬೈ' }[city.cityName]!,
      })),
    });
    const user = userEvent.setup();
    renderPageIn('kn');
    const state = await screen.findByRole('combobox', { name: /^ರಾಜ್ಯ/ });
    const optionNames = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionNames(state)).toEqual(expect.arrayContaining(['ಕರ್ನಾಟಕ', 'ಮಹಾರಾಷ್ಟ್ರ']));
    expect(optionNames(state)).not.toContain('Karnataka');
    await user.selectOptions(state, 'ಕರ್ನಾಟಕ');
    expect(state).toHaveValue('11');
    const city = screen.getByRole('combobox', { name: /^ನಗರ/ });
    expect(optionNames(city)).toEqual(expect.arrayContaining(['ಬೆಂಗಳೂರು', 'ಮೈಸೂರು']));
    await user.selectOptions(city, 'ಮೈಸೂರು');
    expect(city).toHaveValue('101');
  });

  test('in Kannada the heading, a step, a document field, the consent and the status page link are Kannada', async () => {
    renderPageIn('kn');
    expect(screen.getByRole('heading', { level: 1, name: 'Chalein ಜೊತೆ ಚಾಲನೆ ಮಾಡಿ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ಹಣ ಪಾವತಿಗಾಗಿ ಬ್ಯಾಂಕ್ ಖಾತೆ' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /^ರಾಜ್ಯ/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^ವಾಹನದ ಆರ್‌ಸಿ \(ನೋಂದಣಿ ಪ್ರಮಾಣಪತ್ರ\)/)).toHaveAttribute('type', 'file');
    expect(screen.getByRole('checkbox', { name: /^ಮೇಲೆ ವಿವರಿಸಿದಂತೆ Chalein/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'support@chalein.in' })).toHaveAttribute('href', 'mailto:support@chalein.in');
    expect(screen.getByText(/ಮಾಸ್ಕ್ಡ್ ಆಧಾರ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ/).tagName).toBe('STRONG');
  });
});
