import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '@chalein/testing/i18n';
import type { Language } from '@chalein/shared/lib/i18n/languages';
import { ThemeProvider } from '@chalein/shared/ui/theme';

/** A page as the shell renders it in a language: that language's texts, a theme and a router at `path`. */
export function renderInLanguage(language: Language, page: ReactElement, path = '/'): RenderResult {
  return render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}
