import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { getNewsletterUnsubscribeState } from '@chalein/shared/api/site';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { NewsletterUnsubscribePage } from './newsletter-unsubscribe-page';
import { renderInLanguage } from '../test-support/render-in-language';

jest.mock('@chalein/shared/api/site', () => ({ getNewsletterUnsubscribeState: jest.fn() }));
const mockedGetState = jest.mocked(getNewsletterUnsubscribeState);

const TOKEN = '5.abcdefghijklmnopqrstuv';

function renderPage() {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[`/newsletter/unsubscribe/${TOKEN}`]}>
        <Routes>
          <Route path="/newsletter/unsubscribe/:token" element={<NewsletterUnsubscribePage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.resetAllMocks());

test('asks for the state of the link it was opened with, loading meanwhile', () => {
  mockedGetState.mockReturnValue(new Promise(() => undefined));
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(mockedGetState).toHaveBeenCalledWith(TOKEN);
});

test('a subscribed address gets a question and a button that posts the one-click body to this same address', async () => {
  mockedGetState.mockResolvedValue({ subscribed: true });
  renderPage();
  const form = await screen.findByRole('form', { name: 'Unsubscribe from the newsletter' });
  expect(screen.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeInTheDocument();
  expect(
    screen.getByText('Stop getting the Chalein newsletter at this address? We will delete the address from our list.'),
  ).toBeInTheDocument();
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', `/newsletter/unsubscribe/${TOKEN}`);
  expect(form).toHaveFormValues({ 'List-Unsubscribe': 'One-Click' });
  expect(screen.getByRole('button', { name: 'Unsubscribe' })).toHaveAttribute('type', 'submit');
  expect(document.title).toBe('Newsletter unsubscribe | Chalein');
});

test('once unsubscribed it says so, with no button', async () => {
  mockedGetState.mockResolvedValue({ subscribed: false });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'You will get no more newsletter mails from us at this address. Mails about your own rides and passes still reach you.',
  );
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('a link that is not ours says so, without a form or a Retry', async () => {
  mockedGetState.mockRejectedValue(
    new ApiError('We could not find this unsubscribe link. Check that it is complete, as it came in the mail.', 404),
  );
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeInTheDocument();
  expect(
    screen.getByText('We could not find this unsubscribe link. Check that it is complete, as it came in the mail.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('a failed request says so and Retry asks again', async () => {
  mockedGetState.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  mockedGetState.mockResolvedValueOnce({ subscribed: true });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page. Please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  expect(mockedGetState).toHaveBeenCalledTimes(2);
});

test.each([
  ['hi', 'न्यूज़लेटर से अनसब्सक्राइब करें', 'अनसब्सक्राइब करें', 'न्यूज़लेटर से अनसब्सक्राइब | Chalein'],
  ['kn', 'ಸುದ್ದಿಪತ್ರದ ಚಂದಾದಾರಿಕೆ ರದ್ದುಮಾಡಿ', 'ಚಂದಾದಾರಿಕೆ ರದ್ದುಮಾಡಿ', 'ಸುದ್ದಿಪತ್ರ ಚಂದಾದಾರಿಕೆ ರದ್ದತಿ | Chalein'],
] as const)('in %s the question, its button and the title are in that language', async (language, heading, button, title) => {
  mockedGetState.mockResolvedValue({ subscribed: true });
  renderInLanguage(
    language,
    <Routes>
      <Route path="/newsletter/unsubscribe/:token" element={<NewsletterUnsubscribePage />} />
    </Routes>,
    `/newsletter/unsubscribe/${TOKEN}`,
  );
  expect(await screen.findByRole('form', { name: heading })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: button })).toHaveAttribute('type', 'submit');
  expect(document.title).toBe(title);
});
