import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { getTeamMembers } from '@chalein/shared/api/marketing';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { AboutPage, loadFirstScreen } from './about-page';
import { teamMember as member } from './api-fixtures';
import { renderInLanguage } from '../test-support/render-in-language';

jest.mock('@chalein/shared/api/marketing', () => ({ getTeamMembers: jest.fn() }));
const mockedGetTeam = jest.mocked(getTeamMembers);

function renderPage(data: FirstScreenData = {}) {
  render(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter>
          <AboutPage />
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('Why Choose Us, and How We Stand Out with its three features', async () => {
  mockedGetTeam.mockResolvedValue([member(1)]);
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  const why = screen.getByRole('region', { name: 'Why Choose Us' });
  expect(within(why).getAllByRole('listitem')).toHaveLength(4);
  const standOut = screen.getByRole('region', { name: 'How We Stand Out' });
  for (const title of ['Women-Only Rides', 'Voice Commands', 'Accident-Prone Alerts']) {
    expect(within(standOut).getByRole('heading', { name: title })).toBeInTheDocument();
  }
  await screen.findByRole('group', { name: 'team' });
});

test('the team carousel shows each member with sanitized bio HTML and only the social links they have', async () => {
  mockedGetTeam.mockResolvedValue([
    member(1, { strDescription: '<p onclick="steal()">Kavya <strong>rides a bike taxi</strong> to work.</p><script>alert(1)</script>' }),
    member(2, { strName: 'Nikhil Bhat', strLinkedInUrl: null, strXUrl: null, strInstagramUrl: '  ' }),
  ]);
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Loading our team...');
  const team = await screen.findByRole('group', { name: 'team' });
  const kavya = within(team).getByRole('heading', { name: 'Kavya Raghunath' }).closest('article') as HTMLElement;
  expect(within(kavya).getByText('rides a bike taxi').tagName).toBe('STRONG');
  expect(kavya.innerHTML).not.toMatch(/script|onclick/);
  expect(within(kavya).getByRole('link', { name: /Kavya Raghunath on LinkedIn/ })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/kavya',
  );
  expect(within(kavya).getByRole('link', { name: /Kavya Raghunath on X/ })).toHaveAttribute('target', '_blank');
  expect(within(kavya).queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
  const nikhil = within(team).getByRole('heading', { name: 'Nikhil Bhat' }).closest('article') as HTMLElement;
  expect(within(nikhil).queryAllByRole('link')).toHaveLength(0);
  expect(document.querySelector('img[src="/uploads/team/kavya-raghunath.svg"]')).not.toBeNull();
});

test('a team failure shows an error with Retry; an empty team says so', async () => {
  mockedGetTeam.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  mockedGetTeam.mockResolvedValueOnce([]);
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load our team. Network Error: the server could not be reached.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Our team page is being updated. Please check back soon.')).toBeInTheDocument();
});

test("loadFirstScreen fetches the team under the carousel's key; given it, the page shows the team at once and asks for nothing", async () => {
  mockedGetTeam.mockResolvedValue([member(1)]);
  const data = await loadFirstScreen({ pathname: '/about', params: {}, search: '' });
  expect(data).toEqual({ team: [member(1)] });
  mockedGetTeam.mockClear();
  renderPage(data);
  const team = screen.getByRole('group', { name: 'team' });
  expect(within(team).getAllByRole('heading', { name: 'Kavya Raghunath' }).length).toBeGreaterThan(0);
  expect(screen.queryByText('Loading our team...')).not.toBeInTheDocument();
  expect(mockedGetTeam).not.toHaveBeenCalled();
});

test.each([
  ['hi', 'हमारे बारे में', 'हमें क्यों चुनें', 'हमारी टीम', 'हमारी सेवाएँ देखें'],
  ['kn', 'ನಮ್ಮ ಬಗ್ಗೆ', 'ನಮ್ಮನ್ನೇ ಏಕೆ ಆಯ್ಕೆ ಮಾಡಬೇಕು', 'ನಮ್ಮ ತಂಡ', 'ನಮ್ಮ ಸೇವೆಗಳನ್ನು ನೋಡಿ'],
] as const)(
  'in %s the heading, the sections, the team and the way on are in that language',
  async (language, heading, why, team, explore) => {
    mockedGetTeam.mockResolvedValue([member(1)]);
    renderInLanguage(language, <AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: why })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('region', { name: team })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: explore })).toHaveAttribute('href', '/ourservices');
    expect(screen.queryByText('Why Choose Us')).not.toBeInTheDocument();
    await screen.findByRole('group', { name: language === 'hi' ? 'टीम' : 'ತಂಡ' });
  },
);
