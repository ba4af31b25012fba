import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@chalein/shared/ui/theme';

/** Test helper (not a test): a form page inside what the shell gives it, a theme and a router for its links. */
export function renderFormPage(page: ReactElement): void {
  render(
    <ThemeProvider>
      <MemoryRouter>{page}</MemoryRouter>
    </ThemeProvider>,
  );
}
