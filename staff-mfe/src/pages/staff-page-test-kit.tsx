import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// The console's page tests: pages at their routes in a memory router, and the address the router is at, shown
// beside them so a test can read where a page sent the person (sign-in and back) and what it put in the query.
// Only tests import this file.

function ShownAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** Renders `routes` (path -> element) at `path`; any other path renders nothing but the address. */
export function renderStaffRoutes(path: string, routes: Record<string, ReactElement>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(routes).map(([pattern, element]) => (
          <Route key={pattern} path={pattern} element={element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <ShownAddress />
    </MemoryRouter>,
  );
}

/** The router's address now: path and query. */
export function readShownAddress(): string {
  return screen.getByRole('status', { name: 'address' }).textContent ?? '';
}

/** The query of the router's address now. */
export function readShownQuery(): URLSearchParams {
  return new URLSearchParams(readShownAddress().split('?')[1] ?? '');
}

/**
 * For the tests of a page whose form submit navigates. jest-fixed-jsdom gives the page Node's FormData, which cannot
 * be made from a <form>; React makes one (for useFormStatus) when a submit starts a transition, as the router's
 * navigation does. Pages read their fields from state, never from that FormData, so an empty one stands in for it
 * while the file's tests run.
 */
export function standInForFormData(): void {
  const NodeFormData = globalThis.FormData;
  beforeAll(() => {
    globalThis.FormData = class extends NodeFormData {
      constructor() {
        super();
      }
    };
  });
  afterAll(() => {
    globalThis.FormData = NodeFormData;
  });
}
