import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@chalein/shared/lib/i18n/create-i18n';
import { createTestI18n } from '@chalein/testing/i18n';
import { Carousel, type CarouselSettings } from './carousel';
import { ErrorSummary } from './error-summary';
import { Modal, ThankYouModal } from './modal';
import { FilesDroppedNote, PostedThankYou } from './posted-form-fields';
import { ErrorState, LoadingState } from './status';
import { MemoryRouter } from 'react-router-dom';

// The shared components' own words come from the 'common' namespace, in the page's language.

const settings: CarouselSettings = {
  slidesToShow: 1,
  slidesToScroll: 1,
  speed: 0,
  infinite: true,
  autoplay: true,
  autoplaySpeed: 3000,
  dots: true,
};

test('in Hindi the Thank You modal, its reference and its Close button are Hindi', () => {
  render(
    <I18nextProvider i18n={createTestI18n('hi')}>
      <ThankYouModal message="Your registration is in." reference="CHD-7K3M-9QXP" onClose={() => undefined} />
    </I18nextProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'धन्यवाद' });
  expect(within(dialog).getByText('CHD-7K3M-9QXP').tagName).toBe('STRONG');
  expect(dialog).toHaveTextContent('आपका रेफ़रेंस नंबर CHD-7K3M-9QXP है।');
  expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
});

test("a modal's own close label wins over the common one", () => {
  render(
    <I18nextProvider i18n={createTestI18n('kn')}>
      <Modal title="ವಿವರಗಳು" closeLabel="ರದ್ದುಮಾಡಿ" onClose={() => undefined}>
        <p>…</p>
      </Modal>
    </I18nextProvider>,
  );
  expect(screen.getByRole('button', { name: 'ರದ್ದುಮಾಡಿ' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'ಮುಚ್ಚಿ' })).not.toBeInTheDocument();
});

test('in Kannada the loading line, Retry, the error summary (one and many) and the posted thank-you are Kannada', () => {
  const kannada = createTestI18n('kn');
  const { rerender } = render(
    <I18nextProvider i18n={kannada}>
      <LoadingState />
      <ErrorState message="ಏನೋ ತಪ್ಪಾಗಿದೆ." onRetry={() => undefined} />
      <ErrorSummary count={1} />
    </I18nextProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('ಲೋಡ್ ಆಗುತ್ತಿದೆ...');
  expect(screen.getByRole('button', { name: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ' })).toBeInTheDocument();
  expect(screen.getByText('ದಯವಿಟ್ಟು ಕೆಳಗೆ ಗುರುತಿಸಿದ ವಿವರವನ್ನು ಸರಿಪಡಿಸಿ.')).toBeInTheDocument();
  rerender(
    <I18nextProvider i18n={kannada}>
      <ErrorSummary count={3} />
      <MemoryRouter>
        <PostedThankYou message="ok" reference="CHD-1" />
      </MemoryRouter>
    </I18nextProvider>,
  );
  expect(screen.getByText('ದಯವಿಟ್ಟು ಕೆಳಗೆ ಗುರುತಿಸಿದ 3 ವಿವರಗಳನ್ನು ಸರಿಪಡಿಸಿ.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'ಧನ್ಯವಾದಗಳು' })).toBeInTheDocument();
});

test("in Hindi the carousel's controls and slides are named in Hindi around the page's own label", () => {
  render(
    <I18nextProvider i18n={createTestI18n('hi')}>
      <Carousel label="राइडर की राय" settings={settings}>
        <p key="a">एक</p>
        <p key="b">दो</p>
      </Carousel>
    </I18nextProvider>,
  );
  expect(screen.getByRole('button', { name: 'पिछला: राइडर की राय' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'अगला: राइडर की राय' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'रोकें: राइडर की राय' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'राइडर की राय: स्लाइड 2 पर जाएँ' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: '2 में से 1' })).toHaveAttribute('aria-roledescription', 'स्लाइड');
});

test('in the browser a shared component never holds the page for its texts: it shows them once they have loaded', async () => {
  // an instance with no texts yet, as a page that has not shown a shared component so far
  render(
    <I18nextProvider i18n={createI18n('kn')}>
      <ErrorState message="ಏನೋ ತಪ್ಪಾಗಿದೆ." onRetry={() => undefined} />
    </I18nextProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('ಏನೋ ತಪ್ಪಾಗಿದೆ.');
  expect(screen.getByRole('button')).toHaveTextContent(/^$/);
  expect(await screen.findByRole('button', { name: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ' })).toBeInTheDocument();
});

test('in Hindi a form sent back asks for its files again in Hindi', () => {
  render(
    <I18nextProvider i18n={createTestI18n('hi')}>
      <FilesDroppedNote />
    </I18nextProvider>,
  );
  expect(screen.getByRole('note')).toHaveTextContent('अपनी फ़ाइलें फिर से चुनें: फ़ॉर्म वापस भेजे जाने पर फ़ाइलें साथ नहीं रहतीं।');
});
