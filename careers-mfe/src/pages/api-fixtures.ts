import type { JobCategory, JobDetails } from '@chalein/shared/api/types';

// Test fixtures (not tests): realistic API answers shared by the page tests and the server-render test, so a page is
// checked on the server with the same data as in the browser.

export const jobCategories: JobCategory[] = [
  { id: 1, job_title: 'Engineering', imageURL: 'engineering.svg', slugName: 'engineering' },
  { id: 2, job_title: 'Operations', imageURL: 'operations.svg', slugName: 'operations' },
];

export const engineeringJob: JobDetails = {
  'job-category-master': { id: 1, job_title: 'Engineering', slugName: 'engineering' },
  content: '<h2>About the team</h2><p>We build the Rider App.</p><script>window.stolen = true</script>',
};

export const operationsJob: JobDetails = {
  'job-category-master': { id: 3, job_title: 'Operations', slugName: 'operations' },
  content: '<p>Run the city.</p>',
};
