import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { collectTextBundles, createI18n } from './create-i18n';
import { registerTexts } from './text-namespaces';

function Greeting({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  return <h1>{t('greeting', { name: 'Asha' })}</h1>;
}

test('renders at once with the texts it was given, in its language only', () => {
  const i18n = createI18n('hi', { sample: { greeting: 'नमस्ते, {{name}}' } });
  render(
    <I18nextProvider i18n={i18n}>
      <Greeting namespace="sample" />
    </I18nextProvider>,
  );
  expect(screen.getByRole('heading')).toHaveTextContent('नमस्ते, Asha');
  expect(collectTextBundles(i18n, ['sample', 'absent'])).toEqual({ sample: { greeting: 'नमस्ते, {{name}}' } });
});

test('loads a namespace it was not given through the loader its owner registered, for its own language', async () => {
  const asked: string[] = [];
  registerTexts('later', (language) => {
    asked.push(language);
    return Promise.resolve({ default: { greeting: `ನಮಸ್ಕಾರ, {{name}}` } });
  });
  const i18n = createI18n('kn');
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>Loading...</p>}>
        <Greeting namespace="later" />
      </Suspense>
    </I18nextProvider>,
  );
  expect(await screen.findByRole('heading')).toHaveTextContent('ನಮಸ್ಕಾರ, Asha');
  expect(asked).toEqual(['kn']);
  expect(collectTextBundles(i18n, ['later'])).toEqual({ later: { greeting: 'ನಮಸ್ಕಾರ, {{name}}' } });
});
