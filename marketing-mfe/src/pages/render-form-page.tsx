import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { POSTED_FORM_DATA_KEY, type PostedFormState } from '@chalein/shared/lib/posted-form';
import { FirstScreenDataProvider } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';

/**
 * Test helper (not a test): a form page inside what the shell gives it, a theme and a router for its links, at
 * `path`; with `posted`, as the server renders it in answer to a post without scripts.
 */
export function renderFormPage(page: ReactElement, options: { path?: string; posted?: PostedFormState } = {}): HTMLFormElement {
  const { container } = render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <FirstScreenDataProvider data={options.posted ? { [POSTED_FORM_DATA_KEY]: options.posted } : null}>{page}</FirstScreenDataProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return container.querySelector('form')!;
}

/** Checks that a form works without scripts: posted to `path` with its name and an empty idempotency key. */
export function expectPostedForm(form: HTMLFormElement, path: string, name: string): void {
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', path);
  expect(form.querySelector('input[name="chaleinForm"]')).toHaveValue(name);
  expect(form.querySelector('input[name="idempotencyKey"]')).toHaveValue('');
}
