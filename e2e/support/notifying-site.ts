import { startMailCatcher, type MailCatcher } from '@chalein/testing/mail-catcher';
import { startMsg91StandIn, type Msg91StandIn } from '@chalein/testing/msg91-stand-in';
import type { E2eState } from './e2e-state';
import { startSiteServer, type SiteServer } from './site-server';

// A site server of one test file whose outbox sends: its mails to a real SMTP server on loopback (read back with
// mailparser) and its SMS to a local stand-in of MSG91's flow API, so a test reads what a visitor would receive and
// nothing reaches the internet. The shared server sends nothing (no SMTP_URL, no MSG91 key): its mails would land in
// no test's catcher, since the catchers live in the test files' processes.

/** The MSG91 flow of each SMS kind, as MSG91_TEMPLATE_IDS names it: the stand-in sees only the flow id. */
export const SMS_FLOW_IDS = {
  'driver-registered': 'flow-driver-registered',
  'driver-documents-rejected': 'flow-driver-documents-rejected',
  'driver-registration-approved': 'flow-driver-registration-approved',
  'driver-registration-rejected': 'flow-driver-registration-rejected',
} as const;

export interface NotifyingSite {
  server: SiteServer;
  /** the state the support functions take (staff accounts, signed links), for this server */
  state: E2eState;
  mails: MailCatcher;
  sms: Msg91StandIn;
  stop: () => Promise<void>;
}

/** Starts the catchers, then a site server sending to them; `wsEndpoint` is the session's browser. */
export async function startNotifyingSite(name: string, wsEndpoint: string): Promise<NotifyingSite> {
  const mails = await startMailCatcher();
  const sms = await startMsg91StandIn().catch(async (error: unknown) => {
    await mails.close();
    throw error;
  });
  const closeCatchers = () => Promise.allSettled([mails.close(), sms.close()]);
  let server: SiteServer;
  try {
    server = await startSiteServer({
      name,
      env: {
        SMTP_URL: mails.url,
        MAIL_FROM: 'Chalein <no-reply@chalein.in>',
        MSG91_AUTH_KEY: sms.authKey,
        MSG91_SENDER_ID: 'CHALEN',
        MSG91_FLOW_URL: sms.flowUrl,
        MSG91_TEMPLATE_IDS: Object.entries(SMS_FLOW_IDS)
          .map(([kind, flowId]) => `${kind}=${flowId}`)
          .join(','),
        // a message goes out within a fraction of a second of its event, so a step's check waits briefly
        OUTBOX_RELAY_INTERVAL_MS: '200',
      },
    });
  } catch (error) {
    await closeCatchers();
    throw error;
  }
  const state: E2eState = {
    baseUrl: server.baseUrl,
    databaseFile: server.databaseFile,
    privateUploadsDir: server.privateUploadsDir,
    remotesConfigFile: server.remotesConfigFile,
    wsEndpoint,
  };
  return {
    server,
    state,
    mails,
    sms,
    stop: async () => {
      // the server first: its relay must not send into a closed catcher
      await server.stop();
      await closeCatchers();
    },
  };
}
