/** @jest-environment node */
import { StaticRouter } from 'react-router';
import { siteRoutes } from '@chalein/shared/lib/routes';
import { readMainHeading, renderRouteOnServer, serveFixtures } from '@chalein/testing/server-render-harness';
import { stateCityMapping } from './pages/api-fixtures';
import { DriverRegistrationPage, loadFirstScreen } from './pages/driver-registration-page';
import { DriverStatusPage } from './pages/driver-status-page';

// The driver registration page rendered as the server renders it: no window, no document, the states and cities
// fetched by its loadFirstScreen from a real HTTP API, and the form in the HTML with them.

const routes = siteRoutes.filter((route) => route.remote === 'onboarding');

serveFixtures({ 'GET /mapping': stateCityMapping });

test('the remote exposes two pages, /drive_with_us and its status page', () => {
  expect(routes.map((route) => [route.path, route.module])).toEqual([
    ['/drive_with_us', 'driver-registration-page'],
    ['/drive_with_us/status', 'driver-status-page'],
  ]);
});

test('/drive_with_us/status renders on the server with its lookup form, posting to itself', async () => {
  const { html, data } = await renderRouteOnServer(
    { Page: DriverStatusPage },
    { routePath: '/drive_with_us/status', url: '/drive_with_us/status', router: StaticRouter },
  );
  expect(data).toEqual({});
  expect(readMainHeading(html)).toBe('Your driver application');
  expect(html).toContain('action="/drive_with_us/status" method="post"');
  expect(html).toContain('name="contactNumber"');
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
