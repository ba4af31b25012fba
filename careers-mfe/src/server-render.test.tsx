/** @jest-environment node */
import { StaticRouter } from 'react-router';
import {
  escapeHtmlText,
  listRoutesToRender,
  readMainHeading,
  renderRouteOnServer,
  serveFixtures,
  type ServerPage,
} from '@chalein/testing/server-render-harness';
import { engineeringJob, jobCategories, operationsJob } from './pages/api-fixtures';
import * as applyJobPage from './pages/apply-job-page';
import * as jobDetailsPage from './pages/job-details-page';
import * as jobsPage from './pages/jobs-page';

// Every careers page rendered as the server renders it: no window, no document, the first screen fetched by the
// page's loadFirstScreen from a real HTTP API, and the HTML checked for the page's heading and that data.

const pages: Readonly<Record<string, ServerPage>> = {
  'jobs-page': { Page: jobsPage.JobsPage, loadFirstScreen: jobsPage.loadFirstScreen },
  'job-details-page': { Page: jobDetailsPage.JobDetailsPage, loadFirstScreen: jobDetailsPage.loadFirstScreen },
  'apply-job-page': { Page: applyJobPage.ApplyJobPage, loadFirstScreen: applyJobPage.loadFirstScreen },
};

/** Per route: a real address of it, its h1 and what its data shows. */
const expected: Readonly<Record<string, { url: string; heading: string; shows: string[] }>> = {
  '/jobs': {
    url: '/jobs',
    heading: 'Build the way Bengaluru moves',
    shows: ['Engineering', 'Operations', 'href="/jobs_details/2/operations"'],
  },
  '/jobs_details/:id/:slugName': {
    url: '/jobs_details/1/engineering',
    heading: 'Engineering',
    shows: ['About the team', 'We build the Rider App.', 'href="/apply_job/1/engineering"'],
  },
  '/apply_job/:id/:slugName': { url: '/apply_job/3/operations', heading: 'Apply for Operations', shows: ['Current location', 'Resume'] },
};

const routes = listRoutesToRender('careers', pages, expected);

serveFixtures({
  'GET /categories': jobCategories,
  'GET /job-details-page/1': engineeringJob,
  'GET /job-details-page/3': operationsJob,
});

test.each(routes)('%s renders on the server with its first screen', async (_path, route) => {
  const { url, heading, shows } = expected[route.path]!;
  const { html, data } = await renderRouteOnServer(pages[route.module]!, { routePath: route.path, url, router: StaticRouter });

  expect(Object.keys(data)).not.toHaveLength(0);
  expect(readMainHeading(html)).toBe(heading);
  for (const text of shows) expect(html).toContain(text.includes('"') ? text : escapeHtmlText(text));
  expect(html).not.toContain('Loading');
  // the job's HTML is sanitized on the server too
  expect(html).not.toContain('<script');
});

test.each([
  ['/jobs_details/:id/:slugName', '/jobs_details/987654/engineering'],
  ['/apply_job/:id/:slugName', '/apply_job/987654/engineering'],
])("%s of a job nobody has renders the page's not-found message on the server, not 'Loading...'", async (routePath, url) => {
  const route = routes.find(([path]) => path === routePath)?.[1];
  expect(route).toBeDefined();
  const { html } = await renderRouteOnServer(pages[route!.module]!, { routePath, url, router: StaticRouter });
  expect(html).toContain(escapeHtmlText("We couldn't find this job"));
  expect(html).not.toContain('Loading');
});
