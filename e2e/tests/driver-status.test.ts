import type { Page } from 'playwright-core';
import { buildPng } from '@chalein/testing/files/image-files';
import type { Msg91StandIn } from '@chalein/testing/msg91-stand-in';
import { fillSmsTemplate, type SmsKind } from '../../api/src/notifications/sms-templates';
import { listSeriousViolations } from '../support/axe';
import { label, registerDriver, REVIEWED_DOCUMENTS } from '../support/driver-registration';
import { SMS_FLOW_IDS, startNotifyingSite, type NotifyingSite } from '../support/notifying-site';
import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { createStaffAccount, signInToConsole } from '../support/staff-accounts';

// The loop the status page closes: a driver registers and notes the reference; a reviewer rejects the licence as
// unreadable; the driver opens the status page from the thank-you, reads why, uploads a new licence and sees the
// application under review; the reviewer, who sees it re-submitted with the rejected file kept, approves everything,
// and the status reads approved, with scripts and without. At each step the driver's SMS reaches a local stand-in of
// MSG91's flow API in the documented format: the reference on registering, the licence and why it was refused, and
// the approval. This file has its own server, whose outbox sends to the stand-in this file reads; its uploads go
// with its temporary folder when it stops.

let session: SiteSession;
let site: NotifyingSite | undefined;

beforeAll(async () => {
  session = await openSiteSession();
  site = await startNotifyingSite('driver-status', session.state.wsEndpoint);
});

afterAll(async () => {
  await session?.close();
  await site?.stop();
});

const LICENCE = 'Driving licence, front';

/**
 * The SMS number `count` (from 1) once it arrives, as the operator delivers it: the flow's approved template filled
 * with the variables MSG91 was given. Checks it went to the driver's mobile under the sender id.
 */
async function readSms(sms: Msg91StandIn, count: number, mobile: string): Promise<{ kind: SmsKind; text: string }> {
  const message = (await sms.waitForMessages(count))[count - 1];
  if (!message) throw new Error(`no SMS number ${count}`);
  expect([message.mobile, message.sender]).toEqual([`91${mobile}`, 'CHALEN']);
  const kind = (Object.keys(SMS_FLOW_IDS) as SmsKind[]).find((name) => SMS_FLOW_IDS[name] === message.flowId);
  if (!kind) throw new Error(`an SMS through the unknown flow ${message.flowId}`);
  return { kind, text: fillSmsTemplate(kind, message.variables).text };
}

async function lookUp(page: Page, reference: string, mobile: string): Promise<void> {
  await label(page, 'Application reference').fill(reference);
  await label(page, 'Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Check status' }).click();
}

const statusLine = (page: Page) => page.getByText(/^Status:/);

test('a rejected licence is sent again from the status page, reviewed again, and the application reads approved', async () => {
  if (!site) throw new Error('the server did not start');
  const { server, state, sms } = site;
  const statusUrl = `${server.baseUrl}/drive_with_us/status`;
  const mobile = `7${String(Date.now()).slice(-9)}`;
  const driver = await session.newPage({ bypassCSP: true, baseUrl: server.baseUrl });
  const reference = await withScreenshotOnFailure(driver.page, 'driver registers', () => registerDriver(driver.page, mobile));
  expect(await readSms(sms, 1, mobile)).toEqual({
    kind: 'driver-registered',
    text: `Chalein: we have your driver application ${reference}. Check its status with this reference and your mobile number at ${statusUrl}`,
  });

  const reviewer = await createStaffAccount(state, 'driver-ops', 'Kiran Das');
  const staff = await session.newPage({ baseUrl: server.baseUrl });
  const review = staff.page;
  await withScreenshotOnFailure(
    review,
    'reviewer rejects the licence',
    async () => {
      await signInToConsole(review, reviewer, `/staff/drivers/${reference}`);
      await review.getByRole('heading', { name: `Driver registration ${reference}` }).waitFor();
      const licence = review.getByRole('region', { name: LICENCE, exact: true });
      await licence.getByLabel('Reason to reject').selectOption({ label: 'Unreadable or cut off' });
      await licence.getByRole('button', { name: `Reject ${LICENCE}` }).click();
      await review.getByText(`${LICENCE}: rejected.`).waitFor();
      expect(await statusLine(review).innerText()).toMatch(/^Status: Action needed/);
      expect(await readSms(sms, 2, mobile)).toEqual({
        kind: 'driver-documents-rejected',
        text: `Chalein: for driver application ${reference} we could not accept your "${LICENCE}": we could not read it. Please upload it again at ${statusUrl}`,
      });
    },
    staff.watch,
  );

  await withScreenshotOnFailure(
    driver.page,
    'driver sends the licence again',
    async () => {
      const page = driver.page;
      // the thank-you says where to check; the link leads there
      await page.getByRole('dialog', { name: 'Thank You' }).getByRole('link', { name: 'Check your application status' }).click();
      await page.waitForURL('**/drive_with_us/status');
      await waitForRemotePage(page);
      await page.getByRole('heading', { name: 'Your driver application' }).waitFor();

      // a wrong pair gets the one answer
      await lookUp(page, reference, '9999999999');
      await page.getByRole('alert').getByText('We could not find an application with these details').waitFor();

      await lookUp(page, reference.toLowerCase(), mobile);
      await page.getByRole('heading', { name: 'Hello Meena' }).waitFor();
      expect(await statusLine(page).innerText()).toBe('Status: Action needed');
      // nothing more of the driver than the first name
      expect(await page.getByText('Pillai').count()).toBe(0);
      const licence = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LICENCE, exact: true }) });
      await licence.getByText('We could not read it: the picture is blurred, too dark or cut off.').waitFor();
      await licence.getByText('Please send again').waitFor();
      expect(await page.getByRole('form', { name: /^Upload .* again$/ }).count()).toBe(1);
      expect(await listSeriousViolations(page)).toEqual([]);

      await licence
        .getByLabel(/^New Driving licence, front/)
        .setInputFiles({ name: 'licence-new.png', mimeType: 'image/png', buffer: buildPng(800, 500) });
      await licence.getByRole('button', { name: /^Upload/ }).click();
      await page.getByText('Thank you. We have your new document and will check it again.').waitFor();
      expect(await statusLine(page).innerText()).toBe('Status: Under review');
      await licence.getByText('Sent again, being checked').waitFor();
      expect(driver.watch.pageErrors).toEqual([]);
    },
    driver.watch,
  );

  await withScreenshotOnFailure(
    review,
    'reviewer approves everything',
    async () => {
      await review.reload();
      await review.getByRole('heading', { name: `Driver registration ${reference}` }).waitFor();
      expect(await statusLine(review).innerText()).toMatch(/^Status: Under review \(re-submitted\)/);
      const licence = review.getByRole('region', { name: LICENCE, exact: true });
      await licence.getByText(/^Rejected: Unreadable or cut off/).waitFor();
      // the rejected file is still there to see
      const rejectedFile = await review.request.get(
        (await licence.getByRole('link', { name: /^View rejected file 1/ }).getAttribute('href')) ?? '',
      );
      expect([rejectedFile.status(), rejectedFile.headers()['content-type']]).toEqual([200, 'image/jpeg']);
      for (const name of REVIEWED_DOCUMENTS) {
        const region = review.getByRole('region', { name, exact: true });
        await region.getByRole('button', { name: `Approve ${name}` }).click();
        await review.getByText(`${name}: approved.`).waitFor();
      }
      expect(await statusLine(review).innerText()).toMatch(/^Status: Approved/);
      // one SMS for the whole approval, none for the re-upload or for each document approved on the way
      expect(await readSms(sms, 3, mobile)).toEqual({
        kind: 'driver-registration-approved',
        text: `Chalein: driver application ${reference} is approved. Install the Chalein Driver app to start: https://play.google.com/store/apps/details?id=in.chalein.driver`,
      });
    },
    staff.watch,
  );

  await withScreenshotOnFailure(
    driver.page,
    'driver reads approved',
    async () => {
      const page = driver.page;
      await page.getByRole('link', { name: 'Look up another application' }).click();
      await lookUp(page, reference, mobile);
      await page.getByRole('heading', { name: 'Hello Meena' }).waitFor();
      expect(await statusLine(page).innerText()).toBe('Status: Approved');
    },
    driver.watch,
  );

  // without scripts: the form posts to the page, which answers with the status in it, kept by no cache
  const plain = await session.newPage({ javaScriptEnabled: false, baseUrl: server.baseUrl });
  await withScreenshotOnFailure(
    plain.page,
    'status without scripts',
    async () => {
      const page = plain.page;
      const opened = await page.goto('/drive_with_us/status');
      expect(opened?.headers()['cache-control']).toBe('private, no-store');
      await label(page, 'Application reference').fill(reference);
      await label(page, 'Mobile number').fill(mobile);
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/drive_with_us/status')),
        page.getByRole('button', { name: 'Check status' }).click(),
      ]);
      expect([answer.status(), answer.headers()['cache-control']]).toEqual([200, 'private, no-store']);
      await page.getByRole('heading', { name: 'Hello Meena' }).waitFor();
      expect(await statusLine(page).innerText()).toBe('Status: Approved');
      // the address carries nothing typed
      expect(page.url()).not.toContain(mobile);
    },
    plain.watch,
  );
  // the outbox relays every 200 ms: a further SMS (a second approval, a duplicate) would have arrived by now
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect([sms.messages.length, sms.refusals]).toEqual([3, []]);
});
