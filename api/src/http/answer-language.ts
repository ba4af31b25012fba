import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@chalein/shared/lib/i18n/languages';
import { isValidationKey } from '@chalein/shared/lib/validation/validation-message';
import { pickRequestLanguage, translateMessage } from './request-language';

// Every answer's messages in the request's language (docs/decisions/0049-validation-messages.md). Routes and
// services say what they mean with the forms' own keys ('contact.success', 'driver.documentType'), the same the
// pages show; this writes them out once, as the answer leaves, so no route needs to know the language. A message that
// is not a key (a staff page's English, a text already written) goes out as it is.

/** The language of this request's answer. */
export function readAnswerLanguage(request: FastifyRequest): Language {
  return pickRequestLanguage(request.headers['accept-language']);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when an envelope's message or a field message is a key, i.e. the answer depends on the language. */
function holdsKeys(payload: Record<string, unknown>): boolean {
  const messages = [payload.message, ...(isRecord(payload.errors) ? Object.values(payload.errors) : [])];
  return messages.some((message) => typeof message === 'string' && isValidationKey(message));
}

/** Adds Accept-Language to the answer's Vary header, keeping what is there. */
function addVaryAcceptLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '')
    .split(',')
    .map((name) => name.trim());
  if (names.some((name) => name.toLowerCase() === 'accept-language' || name === '*')) return;
  reply.header('vary', [...names.filter(Boolean), 'Accept-Language'].join(', '));
}

/** The envelope with its message and its field messages in `language`; anything else as it is. */
export function translateEnvelope(payload: unknown, language: Language): unknown {
  if (!isRecord(payload) || typeof payload.success !== 'boolean' || !holdsKeys(payload)) return payload;
  const translated: Record<string, unknown> = { ...payload };
  if (typeof payload.message === 'string') translated.message = translateMessage(language, payload.message);
  if (isRecord(payload.errors)) {
    translated.errors = Object.fromEntries(
      Object.entries(payload.errors).map(([field, message]) => [
        field,
        typeof message === 'string' ? translateMessage(language, message) : message,
      ]),
    );
  }
  return translated;
}

export const answerLanguagePlugin = fp(
  async (app) => {
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      // the same address answers in the language asked for: no shared cache may hand one language's answer to
      // another. A refusal's messages (the schema's too, written before this hook) and a message given as a key do.
      if (isRecord(payload) && typeof payload.success === 'boolean' && (reply.statusCode >= 400 || holdsKeys(payload))) {
        addVaryAcceptLanguage(reply);
      }
      return translateEnvelope(payload, readAnswerLanguage(request));
    });
  },
  { name: 'answer-language' },
);
