import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitSupportTicket } from '@chalein/shared/api/marketing';
import { renderInLanguage } from '../test-support/render-in-language';
import { ContactPage } from './contact-page';
import { InvestorsPage } from './investors-page';
import { SupportPage } from './support-page';

// The three form pages in Hindi and Kannada: their headings, fields, links and buttons. What the forms send and how
// they answer is tested in each page's own file, in English.

jest.mock('@chalein/shared/api/marketing', () => ({
  submitContactMessage: jest.fn(),
  submitInvestorEnquiry: jest.fn(),
  submitSupportTicket: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

test.each([
  ['hi', 'संपर्क करें', 'पहला नाम', 'सबमिट करें', 'गोपनीयता नीति', 'टिकट दर्ज करें'],
  ['kn', 'ಸಂಪರ್ಕಿಸಿ', 'ಮೊದಲ ಹೆಸರು', 'ಸಲ್ಲಿಸಿ', 'ಗೌಪ್ಯತಾ ನೀತಿ', 'ಟಿಕೆಟ್ ಸಲ್ಲಿಸಿ'],
] as const)(
  'in %s the contact page, its fields, its consent and its other ways are in that language',
  (language, heading, firstName, submit, privacy, ticket) => {
    renderInLanguage(language, <ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${firstName}`) })).toHaveAttribute('name', 'firstName');
    expect(screen.getByRole('button', { name: submit })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: privacy })).toHaveAttribute('href', '/privacypolicy');
    expect(screen.getByRole('link', { name: ticket })).toHaveAttribute('href', '/support');
  },
);

test.each([
  ['hi', 'सहायता', 'बिक्री से जुड़ा सवाल', 'भेजा जा रहा है...'],
  ['kn', 'ಸಹಾಯ', 'ಮಾರಾಟ ಸಂಬಂಧಿತ ಪ್ರಶ್ನೆ', 'ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ...'],
] as const)(
  'in %s the support page names its ticket types in that language and sends their values as they are',
  async (language, heading, sales, sending) => {
    jest.mocked(submitSupportTicket).mockReturnValue(new Promise(() => undefined));
    renderInLanguage(language, <SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const user = userEvent.setup();
    const type = screen.getByRole('combobox');
    expect(within(type).getByRole('option', { name: sales })).toHaveValue('Sales Query');
    await user.selectOptions(type, sales);
    await user.type(screen.getByRole('textbox', { name: language === 'hi' ? /^विषय/ : /^ವಿಷಯ/ }), 'App');
    await user.type(screen.getByRole('textbox', { name: language === 'hi' ? /^विवरण/ : /^ವಿವರಣೆ/ }), 'It closes.');
    await user.click(screen.getByRole('button', { name: language === 'hi' ? 'सबमिट करें' : 'ಸಲ್ಲಿಸಿ' }));
    expect(await screen.findByRole('button', { name: sending })).toBeDisabled();
    expect(jest.mocked(submitSupportTicket).mock.calls[0]?.[0]).toMatchObject({ strTicketType: 'Sales Query', strSubject: 'App' });
  },
);

test.each([
  ['hi', 'निवेशक', 'एक नज़र में Chalein', 'शहर की इमारतों के ऊपर बढ़ता हुआ बार चार्ट', 'investors@chalein.in'],
  ['kn', 'ಹೂಡಿಕೆದಾರರು', 'ಒಂದು ನೋಟದಲ್ಲಿ Chalein', 'ನಗರದ ಕಟ್ಟಡಗಳ ಮೇಲೆ ಏರುತ್ತಿರುವ ಬಾರ್ ಚಾರ್ಟ್', 'investors@chalein.in'],
] as const)(
  'in %s the investors page, its figures, its art and its e-mail link are in that language',
  (language, heading, glance, art, email) => {
    renderInLanguage(language, <InvestorsPage />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: glance })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: art })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', 'mailto:investors@chalein.in');
  },
);
