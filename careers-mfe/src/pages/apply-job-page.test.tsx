import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getJobDetails, submitJobApplication } from '@chalein/shared/api/careers';
import { ApiError } from '@chalein/shared/api/client';
import type { SubmissionReceipt } from '@chalein/shared/api/types';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { CHOOSE_FILES_AGAIN_MESSAGE, POSTED_FORM_DATA_KEY } from '@chalein/shared/lib/posted-form';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { createTestI18n } from '@chalein/testing/i18n';
import { buildJobApplicationFields, jobApplicationAnswers } from '@chalein/testing/fixtures/job-application';
import { operationsJob } from './api-fixtures';
import { ApplyJobPage, loadFirstScreen } from './apply-job-page';

jest.mock('@chalein/shared/api/careers', () => ({ getJobDetails: jest.fn(), submitJobApplication: jest.fn() }));
const mockedGetJobDetails = jest.mocked(getJobDetails);
const mockedSubmit = jest.mocked(submitJobApplication);

function buildFile(name: string, type: string, size = 2048): File {
  const file = new File(['%PDF-1.4'], name, { type });
  // a real 5 MB buffer is slow in jsdom; the size is all the form reads
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The page at `path`; in `language`'s texts when given, else the tests' global English instance's. */
function renderPage(path = '/apply_job/3/operations', data: FirstScreenData = {}, language?: 'hi' | 'kn' | 'en') {
  const page = (
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/apply_job/:id/:slugName" element={<ApplyJobPage />} />
          </Routes>
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>
  );
  return render(language ? <I18nextProvider i18n={createTestI18n(language)}>{page}</I18nextProvider> : page);
}

// the file input honours `accept` only in browsers; here a wrong file must reach the form to be refused
const setupUser = () => userEvent.setup({ applyAccept: false });

async function renderForm() {
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Apply for Operations' });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, resume = buildFile('asha-rao.pdf', 'application/pdf')) {
  const valid = jobApplicationAnswers;
  await user.type(screen.getByLabelText(/^Name/), valid.name);
  await user.selectOptions(screen.getByLabelText(/^Gender/), valid.gender);
  await user.type(screen.getByLabelText(/^Contact number/), valid.number);
  await user.type(screen.getByLabelText(/^Email/), valid.email);
  await user.type(screen.getByLabelText(/^Current location/), valid.current_location);
  await user.click(screen.getByRole('radio', { name: valid.prior_experience === '1' ? 'Yes' : 'No' }));
  await user.upload(screen.getByLabelText(/^Resume/), resume);
  await user.type(screen.getByLabelText('Additional information (optional)'), valid.additional_information);
  await user.type(screen.getByLabelText("Reference person's name"), valid.reference_person_name);
  await user.type(screen.getByLabelText("Reference person's email"), valid.reference_person_email);
  await user.click(screen.getByRole('checkbox', { name: /I agree that Chalein may use these details/ }));
  return resume;
}

beforeEach(() => {
  jest.clearAllMocks();
  mockedGetJobDetails.mockResolvedValue(operationsJob);
});

test("shows 'Loading...', then every field of the form with a label, and the consent line", async () => {
  renderPage();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Apply for Operations' });
  expect(mockedGetJobDetails).toHaveBeenCalledWith('3');
  for (const label of [
    /^Name/,
    /^Gender/,
    /^Contact number/,
    /^Email/,
    /^Current location/,
    /^Resume/,
    'Additional information (optional)',
    "Reference person's name",
    "Reference person's email",
  ]) {
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  }
  const gender = screen.getByLabelText(/^Gender/);
  expect(
    within(gender)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Select gender', 'Male', 'Female', 'Other', 'prefer not to disclose']);
  const experience = screen.getByRole('group', { name: /Do you have prior experience/ });
  expect(within(experience).getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
  expect(within(experience).getByRole('radio', { name: 'No' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Reference person (optional)' })).toBeInTheDocument();
  expect(screen.getByText(/What we collect and why/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'careers@chalein.in' })).toHaveAttribute('href', 'mailto:careers@chalein.in');
  expect(screen.getByLabelText(/^Resume/)).toHaveAttribute('accept', expect.stringContaining('.docx'));
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Careers / Operations / Apply');
});

test('submitting an empty form shows every spec message word for word, announces the summary, focuses the first field, and sends nothing', async () => {
  const user = setupUser();
  await renderForm();
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  for (const message of [
    'Name is required.',
    'Gender is required.',
    'prior experience  is required.',
    'Current location is required.',
    'Contact number is required.',
    'Email is required.',
    'Please upload your resume (PDF, DOC, or DOCX).',
    'Please agree to let us use these details and your resume to consider your application.',
  ]) {
    // exact text, odd double space included
    expect(
      screen.getByText((_content, element) => element?.textContent === message && element.classList.contains('field__error')),
    ).toBeInTheDocument();
  }
  // one behaviour for every form (docs/decisions/0019-forms.md): the summary is announced, focus goes to the first field
  expect(screen.getByText('Please correct the 8 highlighted fields below.').closest('[role="alert"]')).not.toBeNull();
  expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  expect(mockedSubmit).not.toHaveBeenCalled();
});

test('editing a field clears its own error and no other', async () => {
  const user = setupUser();
  await renderForm();
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  await user.type(screen.getByLabelText(/^Name/), 'A');
  expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
  expect(screen.getByText('Email is required.')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'No' }));
  expect(screen.queryByText('prior experience  is required.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  expect(screen.queryByText(/Please agree to let us use/)).not.toBeInTheDocument();
});

test('the contact number takes digits only, at most 10, and fewer than 10 get the spec message', async () => {
  const user = setupUser();
  await renderForm();
  const number = screen.getByLabelText(/^Contact number/);
  await user.type(number, '98a76-54 32109999');
  expect(number).toHaveValue('9876543210');
  await user.clear(number);
  await user.type(number, '98765');
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  expect(screen.getByText('Contact number must be a 10-digit number.')).toBeInTheDocument();
});

test('a resume of the wrong type or over 5 MB is refused as soon as it is chosen, with a clear message', async () => {
  const user = setupUser();
  await renderForm();
  const input = screen.getByLabelText(/^Resume/);
  await user.upload(input, buildFile('photo.png', 'image/png'));
  expect(screen.getByText('Please upload a PDF, DOC, or DOCX file.')).toBeInTheDocument();
  await user.upload(input, buildFile('huge.pdf', 'application/pdf', 5 * 1024 * 1024 + 1));
  expect(screen.queryByText('Please upload a PDF, DOC, or DOCX file.')).not.toBeInTheDocument();
  expect(screen.getByText('The resume must be 5 MB or smaller.')).toBeInTheDocument();
  await user.upload(input, buildFile('cv.pdf', 'application/pdf'));
  expect(screen.queryByText('The resume must be 5 MB or smaller.')).not.toBeInTheDocument();
  expect(screen.getByText('Chosen: cv.pdf (2 KB)')).toBeInTheDocument();
});

test.each([
  ['no type', ''],
  ['the catch-all type', 'application/octet-stream'],
])('a .docx the system gave %s is accepted by its extension (the server checks the bytes)', async (_case, type) => {
  const user = setupUser();
  await renderForm();
  const input = screen.getByLabelText(/^Resume/);
  await user.upload(input, buildFile('cv.docx', type));
  expect(screen.queryByText('Please upload a PDF, DOC, or DOCX file.')).not.toBeInTheDocument();
  // the extension speaks only for the three resume formats
  await user.upload(input, buildFile('setup.exe', type));
  expect(screen.getByText('Please upload a PDF, DOC, or DOCX file.')).toBeInTheDocument();
});

test('a valid application sends every field with the route id as jobId, shows upload progress, then the Thank You modal and an empty form', async () => {
  const user = setupUser();
  let finish: (receipt: SubmissionReceipt) => void = () => undefined;
  let reportProgress: (fraction: number) => void = () => undefined;
  mockedSubmit.mockImplementation((_fields, _resume, onProgress) => {
    reportProgress = onProgress ?? reportProgress;
    return new Promise((resolve) => {
      finish = resolve;
    });
  });
  await renderForm();
  const resume = await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit application' }));

  expect(mockedSubmit).toHaveBeenCalledWith(
    // the answers as filled in, the job of the address (/apply_job/3/...) and the consent
    buildJobApplicationFields(3),
    resume,
    expect.any(Function),
    // the submission's Idempotency-Key
    expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  );
  expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  const progress = screen.getByRole('progressbar', { name: 'Upload progress' });
  act(() => reportProgress(0.42));
  await waitFor(() => expect(progress).toHaveAttribute('value', '42'));
  expect(screen.getByText('Uploading your application... 42%')).toBeInTheDocument();

  act(() => finish({ reference: 'JA-2026-00042' }));
  const dialog = await screen.findByRole('dialog', { name: 'Thank You' });
  expect(within(dialog).getByText('Your form has been submitted successfully.')).toBeInTheDocument();
  expect(within(dialog).getByText('JA-2026-00042')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  expect(screen.getByLabelText(/^Gender/)).toHaveValue('');
  expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  expect((screen.getByLabelText(/^Resume/) as HTMLInputElement).files).toHaveLength(0);
  expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
});

test('a failed submission shows the spec alert and keeps everything typed and the chosen file', async () => {
  const user = setupUser();
  mockedSubmit.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  mockedSubmit.mockResolvedValueOnce({ reference: 'JA-2026-00043' });
  await renderForm();
  const resume = await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit application' }));

  const alert = await screen.findByText('Error submitting form. Please try again later.');
  expect(alert.closest('[role="alert"]')).toHaveTextContent('Network Error: the server could not be reached.');
  const valid = jobApplicationAnswers;
  expect(screen.getByLabelText(/^Name/)).toHaveValue(valid.name);
  expect(screen.getByLabelText(/^Gender/)).toHaveValue(valid.gender);
  expect(screen.getByLabelText(/^Contact number/)).toHaveValue(valid.number);
  expect(screen.getByLabelText(/^Email/)).toHaveValue(valid.email);
  expect(screen.getByLabelText(/^Current location/)).toHaveValue(valid.current_location);
  expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  expect(screen.getByLabelText('Additional information (optional)')).toHaveValue(valid.additional_information);
  expect(screen.getByLabelText("Reference person's name")).toHaveValue(valid.reference_person_name);
  expect(screen.getByLabelText("Reference person's email")).toHaveValue(valid.reference_person_email);
  expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  expect((screen.getByLabelText(/^Resume/) as HTMLInputElement).files?.[0]).toBe(resume);

  // trying again sends the same file without choosing it anew
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  expect(await screen.findByRole('dialog', { name: 'Thank You' })).toBeInTheDocument();
  expect(mockedSubmit).toHaveBeenLastCalledWith(
    expect.objectContaining({ name: valid.name }),
    resume,
    expect.any(Function),
    expect.any(String),
  );
  // the same submission: if the first send was stored after all, the server answers the retry with it
  const [firstKey, retryKey] = mockedSubmit.mock.calls.map((call) => call[3]);
  expect(retryKey).toBe(firstKey);
});

test("the server's field messages appear beside their fields, without the generic failure: wrong bytes, oversize, a bad number", async () => {
  const user = setupUser();
  mockedSubmit.mockRejectedValueOnce(
    new ApiError('Please upload a PDF, DOC, or DOCX file.', 400, {
      resume_cv: 'Please upload a PDF, DOC, or DOCX file.',
      number: 'Contact number must be a 10-digit number.',
    }),
  );
  mockedSubmit.mockRejectedValueOnce(
    new ApiError('The resume must be 5 MB or smaller.', 413, { resume_cv: 'The resume must be 5 MB or smaller.' }),
  );
  await renderForm();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  expect(await screen.findByText('Please upload a PDF, DOC, or DOCX file.')).toBeInTheDocument();
  expect(screen.getByText('Contact number must be a 10-digit number.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Resume/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Error submitting form. Please try again later.')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  expect(await screen.findByText('The resume must be 5 MB or smaller.')).toBeInTheDocument();
  expect(screen.queryByText('Error submitting form. Please try again later.')).not.toBeInTheDocument();
});

test.each([
  ['en', 'Apply for Operations | Chalein'],
  ['hi', 'Operations के लिए आवेदन करें | Chalein'],
  ['kn', 'Operations ಹುದ್ದೆಗೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ | Chalein'],
] as const)("in %s the document's title names the job, as the server's HTML does on a direct load", async (language, title) => {
  document.title = 'Chalein';
  mockedGetJobDetails.mockResolvedValue(operationsJob);
  renderPage('/apply_job/3/operations', {}, language);
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toBe(title);
  expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', title);
});

test('an unknown job shows the not-found message instead of the form', async () => {
  mockedGetJobDetails.mockRejectedValue(new ApiError('Job not found.', 404));
  renderPage('/apply_job/999/operations');
  expect(await screen.findByRole('heading', { name: "We couldn't find this job" })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
});

test("a failed job load shows 'Error: Error fetching job details' with Retry", async () => {
  mockedGetJobDetails.mockRejectedValueOnce(new ApiError('The server took too long to answer. Please try again.', null));
  renderPage();
  expect(await screen.findByText('Error: Error fetching job details')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Apply for Operations' })).toBeInTheDocument();
});

test('the contact number takes +91 98765 43210 typed and 098765 43210 pasted as 9876543210; 1234567890 is refused', async () => {
  const user = setupUser();
  await renderForm();
  const number = screen.getByLabelText(/^Contact number/);
  await user.type(number, '+91 98765 43210');
  expect(number).toHaveValue('9876543210');
  await user.clear(number);
  await user.click(number);
  await user.paste('098765 43210');
  expect(number).toHaveValue('9876543210');
  await user.clear(number);
  await user.type(number, '1234567890');
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  expect(await screen.findByText('Mobile numbers start with 6, 7, 8 or 9.')).toBeInTheDocument();
});

test("loadFirstScreen fetches the URL's job under its key; given it, the form is there at once and nothing is asked", async () => {
  const data = await loadFirstScreen({ pathname: '/apply_job/3/operations', params: { id: '3', slugName: 'operations' }, search: '' });
  expect(data).toEqual({ 'job-details-3': operationsJob });
  expect(mockedGetJobDetails).toHaveBeenCalledWith('3');
  mockedGetJobDetails.mockClear();
  renderPage('/apply_job/3/operations', data);
  expect(screen.getByRole('heading', { level: 1, name: 'Apply for Operations' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Name/)).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(mockedGetJobDetails).not.toHaveBeenCalled();
});

describe('without scripts', () => {
  it('posts the application as multipart to its own address, naming the form', async () => {
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Apply for Operations' });
    const form = container.querySelector('form.job-form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/apply_job/3/operations');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form.querySelector('input[name="chaleinForm"]')).toHaveValue('job-application');
    expect(form.querySelector('input[name="idempotencyKey"]')).toHaveValue('');
  });

  it("answering a post, it keeps what was typed, shows the server's messages and asks for the resume again", async () => {
    renderPage('/apply_job/3/operations', {
      [POSTED_FORM_DATA_KEY]: {
        form: 'job-application',
        values: { name: 'Asha Rao', email: 'asha@', consent: 'on' },
        errors: { email: 'Enter a valid email address', resume_cv: 'Please upload your resume' },
        filesDropped: true,
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Apply for Operations' });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Rao');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please upload your resume')).toBeInTheDocument();
    expect(screen.getByText(CHOOSE_FILES_AGAIN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });
});

test.each([
  ['hi', 'Operations के लिए आवेदन करें', 'आवेदन सबमिट करें', 'संपर्क नंबर', 'कृपया नीचे हाइलाइट किए गए 8 फ़ील्ड ठीक करें।'],
  ['kn', 'Operations ಹುದ್ದೆಗೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ', 'ಅರ್ಜಿ ಸಲ್ಲಿಸಿ', 'ಸಂಪರ್ಕ ಸಂಖ್ಯೆ', 'ದಯವಿಟ್ಟು ಕೆಳಗೆ ಗುರುತಿಸಿದ 8 ಕ್ಷೇತ್ರಗಳನ್ನು ಸರಿಪಡಿಸಿ.'],
] as const)('in %s the form reads in that language, its summary counted in it', async (language, heading, submit, contact, summary) => {
  mockedGetJobDetails.mockResolvedValue(operationsJob);
  const user = setupUser();
  renderPage('/apply_job/3/operations', {}, language);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByLabelText(new RegExp(`^${contact}`))).toHaveAttribute('type', 'tel');
  await user.click(screen.getByRole('button', { name: submit }));
  expect(screen.getByText(summary).closest('[role="alert"]')).not.toBeNull();
  expect(mockedSubmit).not.toHaveBeenCalled();
});

test.each([
  ['hi', 'अपनी फ़ाइलें फिर से चुनें: फ़ॉर्म वापस भेजे जाने पर फ़ाइलें साथ नहीं रहतीं।'],
  ['kn', 'ನಿಮ್ಮ ಫೈಲ್‌ಗಳನ್ನು ಮತ್ತೆ ಆಯ್ಕೆಮಾಡಿ: ಫಾರ್ಮ್ ಹಿಂದಿರುಗಿ ಬಂದಾಗ ಫೈಲ್‌ಗಳು ಉಳಿಯುವುದಿಲ್ಲ.'],
] as const)('in %s, a post sent back asks for the resume again in that language', async (language, chooseAgain) => {
  renderPage(
    '/apply_job/3/operations',
    { [POSTED_FORM_DATA_KEY]: { form: 'job-application', values: { name: 'Asha Rao' }, errors: {}, filesDropped: true } },
    language,
  );
  expect(await screen.findByRole('note')).toHaveTextContent(chooseAgain);
  expect(screen.queryByText(CHOOSE_FILES_AGAIN_MESSAGE)).toBeNull();
});
