import { ConfigError, readInteger, readString, type Environment } from '../settings/environment';
import { NOTIFICATION_KINDS, type NotificationKind } from './outbox-message';

// The outbox's settings (docs/decisions/0045-outbox.md): the channels, each optional (a message of a channel that is
// not configured waits in the outbox as 'unsent' until it is), and the relay's pace.

export interface EmailChannelSettings {
  /** smtp://user:pass@host:587 or smtps://...: nodemailer's connection URL */
  smtpUrl: string;
  /** the From header, e.g. Chalein <hello@chalein.in>; its domain also names every Message-ID */
  mailFrom: string;
}

export interface Msg91Settings {
  authKey: string;
  /** the DLT-registered sender id (header), six letters */
  senderId: string;
  /** MSG91's flow endpoint; tests point it at a local stand-in */
  flowUrl: string;
  /** per kind, the MSG91 flow of its DLT-approved template; a kind without one is not sent by SMS */
  templateIds: Partial<Record<NotificationKind, string>>;
  /** one call to MSG91 may take this long */
  timeoutMs: number;
}

export interface OutboxSettings {
  email: EmailChannelSettings | null;
  sms: Msg91Settings | null;
  /** how often the relay looks for due messages; 0 turns its timer off */
  relayIntervalMs: number;
  /** tries before a message is dead */
  maxAttempts: number;
  /** how long a claim holds a message for one relay; past it another run may send it again */
  claimMs: number;
  /** the first retry's delay, doubled at each further failure up to retryMaxMs */
  retryBaseMs: number;
  retryMaxMs: number;
}

const DEFAULT_MAIL_FROM = 'Chalein <no-reply@chalein.in>';
const DEFAULT_MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow/';

function readUrl(env: Environment, name: string, protocols: readonly string[], example: string): string | undefined {
  const raw = readString(env, name);
  if (raw === undefined) return undefined;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new ConfigError(`${name} must be a URL such as ${example}`);
  }
  if (!protocols.includes(protocol)) throw new ConfigError(`${name} must start with ${protocols.join(' or ')}, such as ${example}`);
  return raw;
}

function readMailFrom(env: Environment): string {
  const raw = readString(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  // an address, alone or in angle brackets after a display name
  if (!/^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(raw.trim())) {
    throw new ConfigError(`MAIL_FROM must be an address such as "Chalein <hello@chalein.in>", got "${raw}"`);
  }
  return raw.trim();
}

/** `driver-registered=1207...,pass-receipt=1207...`: every name must be a kind, so a typo is not a silent gap. */
export function parseSmsTemplateIds(raw: string | undefined): Partial<Record<NotificationKind, string>> {
  const ids: Partial<Record<NotificationKind, string>> = {};
  if (raw === undefined) return ids;
  for (const pair of raw.split(',')) {
    if (pair.trim() === '') continue;
    const [name = '', id = ''] = pair.split('=').map((part) => part.trim());
    if (!(NOTIFICATION_KINDS as readonly string[]).includes(name)) {
      throw new ConfigError(`MSG91_TEMPLATE_IDS names "${name}", which is not a notification kind (${NOTIFICATION_KINDS.join(', ')})`);
    }
    if (!/^[A-Za-z0-9_-]+$/.test(id)) throw new ConfigError(`MSG91_TEMPLATE_IDS gives "${name}" no template id, or one with spaces`);
    ids[name as NotificationKind] = id;
  }
  return ids;
}

function loadMsg91Settings(env: Environment): Msg91Settings | null {
  const authKey = readString(env, 'MSG91_AUTH_KEY');
  if (authKey === undefined) return null;
  const senderId = readString(env, 'MSG91_SENDER_ID');
  if (senderId === undefined || !/^[A-Za-z]{6}$/.test(senderId)) {
    throw new ConfigError('MSG91_SENDER_ID must be the six-letter sender id registered on DLT when MSG91_AUTH_KEY is set');
  }
  return {
    authKey,
    senderId,
    flowUrl: readUrl(env, 'MSG91_FLOW_URL', ['https:', 'http:'], DEFAULT_MSG91_FLOW_URL) ?? DEFAULT_MSG91_FLOW_URL,
    templateIds: parseSmsTemplateIds(readString(env, 'MSG91_TEMPLATE_IDS')),
    timeoutMs: 15_000,
  };
}

export function loadOutboxSettings(env: Environment): OutboxSettings {
  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'smtp://user:password@smtp.example.com:587');
  const mailFrom = readMailFrom(env);
  const retryBaseMs = readInteger(env, 'OUTBOX_RETRY_BASE_MS', 30_000, 1, 3_600_000);
  return {
    email: smtpUrl === undefined ? null : { smtpUrl, mailFrom },
    sms: loadMsg91Settings(env),
    relayIntervalMs: readInteger(env, 'OUTBOX_RELAY_INTERVAL_MS', 5_000, 0, 3_600_000),
    maxAttempts: readInteger(env, 'OUTBOX_MAX_ATTEMPTS', 8, 1, 100),
    // well above a send's own time limits (the SMTP socket's, MSG91's), so a live relay never outlasts its claim
    claimMs: readInteger(env, 'OUTBOX_CLAIM_MS', 300_000, 1_000, 86_400_000),
    retryBaseMs,
    retryMaxMs: readInteger(env, 'OUTBOX_RETRY_MAX_MS', 3_600_000, retryBaseMs, 86_400_000),
  };
}
