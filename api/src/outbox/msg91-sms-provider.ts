import type { MessageChannel, OutgoingSms } from './outbox-channel';
import { OutboxSendError } from './outbox-channel';
import type { Msg91Settings } from './outbox-settings';

// SMS through MSG91's flow API. In India a business SMS must match a template approved on the DLT platform, sent
// under a registered sender id; in MSG91 a flow is made from each approved template (with its DLT template id), and
// its variables are filled per message. The request, as MSG91 documents it: POST to the flow URL, the account's
// key in an `authkey` header, and a JSON body naming the flow, the sender and the recipients, each with its mobile
// number (country code first, no plus) and the flow's variables VAR1, VAR2, ... in template order. It answers
// `{ "type": "success", "message": "<request id>" }`, or `"type": "error"` with the reason.

/** The SMS providers the outbox can send through: MSG91 now; another is one more implementation of this. */
export type SmsProvider = MessageChannel<OutgoingSms>;

interface Msg91Answer {
  type?: unknown;
  message?: unknown;
}

/** +91 and ten digits starting 6-9 (what the forms accept), as MSG91 wants it: 91 and the ten digits. */
function formatMobile(recipient: string): string {
  if (!/^\+91[6-9]\d{9}$/.test(recipient)) {
    throw new OutboxSendError('the recipient is not an Indian mobile number (+91 and ten digits)', 'permanent');
  }
  return recipient.slice(1);
}

export function buildMsg91FlowBody(settings: Msg91Settings, templateId: string, message: OutgoingSms): Record<string, unknown> {
  const variables = Object.fromEntries(message.content.variables.map((value, index) => [`VAR${index + 1}`, value]));
  return { flow_id: templateId, sender: settings.senderId, recipients: [{ mobiles: formatMobile(message.recipient), ...variables }] };
}

export function createMsg91SmsProvider(settings: Msg91Settings): SmsProvider {
  return {
    sendTimeoutMs: settings.timeoutMs,
    async send(message) {
      const templateId = settings.templateIds[message.kind];
      if (templateId === undefined) {
        throw new OutboxSendError(`no MSG91 template for ${message.kind} in MSG91_TEMPLATE_IDS`, 'unconfigured');
      }
      const response = await fetch(settings.flowUrl, {
        method: 'POST',
        headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(buildMsg91FlowBody(settings, templateId, message)),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      const text = await response.text();
      let answer: Msg91Answer = {};
      try {
        answer = JSON.parse(text) as Msg91Answer;
      } catch {
        // not JSON: reported below with the status
      }
      if (!response.ok || answer.type !== 'success') {
        const reason = typeof answer.message === 'string' ? answer.message : text.slice(0, 200);
        throw new Error(`MSG91 answered ${response.status}: ${reason}`);
      }
    },
    async close() {},
  };
}
