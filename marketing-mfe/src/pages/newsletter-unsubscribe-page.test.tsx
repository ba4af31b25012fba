import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { getNewsletterUnsubscribeState } from '@chalein/shared/api/site';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { NewsletterUnsubscribePage, unsubscribeMessages } from './newsletter-unsubscribe-page';

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
  const form = await screen.findByRole('form', { name: unsubscribeMessages.title });
  expect(screen.getByRole('heading', { name: unsubscribeMessages.title })).toBeInTheDocument();
  expect(screen.getByText(unsubscribeMessages.question)).toBeInTheDocument();
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', `/newsletter/unsubscribe/${TOKEN}`);
  expect(form).toHaveFormValues({ 'List-Unsubscribe': 'One-Click' });
  expect(screen.getByRole('button', { name: unsubscribeMessages.button })).toHaveAttribute('type', 'submit');
  expect(document.title).toBe('Newsletter unsubscribe | Chalein');
});

test('once unsubscribed it says so, with no button', async () => {
  mockedGetState.mockResolvedValue({ subscribed: false });
  renderPage();
  expect(await screen.findByRole('heading', { name: unsubscribeMessages.doneTitle })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(unsubscribeMessages.done);
  expect(screen.queryByRole('button', { name: unsubscribeMessages.button })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('a link that is not ours says so, without a form or a Retry', async () => {
  mockedGetState.mockRejectedValue(new ApiError(unsubscribeMessages.notFound, 404));
  renderPage();
  expect(await screen.findByRole('heading', { name: unsubscribeMessages.notFoundTitle })).toBeInTheDocument();
  expect(screen.getByText(unsubscribeMessages.notFound)).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('a failed request says so and Retry asks again', async () => {
  mockedGetState.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  mockedGetState.mockResolvedValueOnce({ subscribed: true });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(unsubscribeMessages.loadFailed);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: unsubscribeMessages.button })).toBeInTheDocument();
  expect(mockedGetState).toHaveBeenCalledTimes(2);
});
