/** @jest-environment node */
import { StaticRouter } from 'react-router';
import { siteRoutes } from '@chalein/shared/lib/routes';
import { readMainHeading, renderRouteOnServer, serveFixtures } from '@chalein/testing/server-render-harness';
import { stateCityMapping } from './pages/api-fixtures';
import { DriverRegistrationPage, loadFirstScreen } from './pages/driver-registration-page';

// The driver registration page rendered as the server renders it: no window, no document, the states and cities
// fetched by its loadFirstScreen from a real HTTP API, and the form in the HTML with them.

const routes = siteRoutes.filter((route) => route.remote === 'onboarding');

serveFixtures({ 'GET /mapping': stateCityMapping });

test('the remote exposes one page, /drive_with_us', () => {
  expect(routes.map((route) => [route.path, route.module])).toEqual([['/drive_with_us', 'driver-registration-page']]);
});

test('/drive_with_us renders on the server with the states to choose from', async () => {
  const { html, data } = await renderRouteOnServer(
    { Page: DriverRegistrationPage, loadFirstScreen },
    { routePath: '/drive_with_us', url: '/drive_with_us', router: StaticRouter },
  );

  expect(data).toEqual({ 'state-city-mapping': stateCityMapping });
  expect(readMainHeading(html)).toBe('Drive with Chalein');
  expect(html).toContain('Register as a driver partner');
  for (const state of stateCityMapping.states) expect(html).toContain(`<option value="${state.stateId}">${state.stateName}</option>`);
  expect(html).not.toContain('Loading');
});
