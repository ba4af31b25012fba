import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_NAME_FIELD, isPostedFormName, type PostedFormState } from '@chalein/shared/lib/posted-form';
import { findLocalizedRoute } from '@chalein/shared/lib/i18n/find-localized-route';
import { splitLanguagePath, type Language } from '@chalein/shared/lib/i18n/languages';
import { translateMessage } from '../../http/request-language';
import { careerUploadLimits } from '../../careers/job-application-service';
import { driverUploadLimits } from '../../onboarding/driver-registration-service';
import { buildFormRateLimit } from '../../http/rate-limits';
import { findFormPostDefinition, type FormPostDefinition } from './form-post-definitions';
import { deriveIdempotencyKey, parseUrlEncodedBody, readMultipartPost, selectTypedFields, type ReceivedPost } from './received-post';

// Forms posted by a browser without scripts (docs/decisions/0036-forms-without-javascript.md). Every form posts to its
// page's own address; this turns the post into the API call the page's script would have made (app.inject, so the
// API route's validation is the only one) and answers as a page: a 303 to the same address, which then shows the
// thank-you, or the page again with what was typed and the API's messages.

/** A page answering a form: its status and the form's state. */
export interface PostedPage {
  statusCode: number;
  form: PostedFormState;
}

export type SendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string, posted?: PostedPage) => Promise<FastifyReply>;

/** The cookie that carries a stored form's name (and its reference) across the redirect to its thank-you. */
export const SENT_FORM_COOKIE = 'chalein-form-sent';

const SENT_COOKIE_VALUE = /^([a-z-]{1,40})(?:\.([A-Za-z0-9-]{1,40}))?$/;

/** How long the thank-you waits for the browser to follow the redirect. */
const SENT_COOKIE_SECONDS = 120;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

function writeSentCookie(request: FastifyRequest, pathname: string, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${SENT_FORM_COOKIE}=${value}; Path=${pathname}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The thank-you of a form stored just before (its redirect's cookie), taken once: the cookie is cleared with this
 * answer, so a reload shows the page as anyone gets it. The cookie holds no personal data, only the form's name and
 * the submission's reference.
 */
export function takeSentForm(request: FastifyRequest, reply: FastifyReply): PostedPage | undefined {
  const cookie = readCookie(request.headers.cookie, SENT_FORM_COOKIE);
  if (cookie === undefined) return undefined;
  const pathname = request.url.split('?')[0] ?? '/';
  reply.header('set-cookie', writeSentCookie(request, pathname, '', 0));
  const match = SENT_COOKIE_VALUE.exec(cookie);
  const form = match?.[1];
  // the page's route path: a Hindi or Kannada page's thank-you is its form's as much as the English page's
  if (!isPostedFormName(form) || !findFormPostDefinition(form)?.isOnPage(findLocalizedRoute(pathname).path)) return undefined;
  return { statusCode: 200, form: { form, values: {}, errors: {}, sent: match?.[2] ? { reference: match[2] } : {} } };
}

interface ApiAnswer {
  statusCode: number;
  message?: string;
  errors: Record<string, string>;
  reference?: string;
  /** the answer's `data`, for a form answered in place */
  data?: unknown;
}

function readApiAnswer(statusCode: number, body: string): ApiAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { statusCode, errors: {} };
  }
  const envelope = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as {
    message?: unknown;
    errors?: unknown;
    data?: { reference?: unknown } | null;
  };
  const errors: Record<string, string> = {};
  if (typeof envelope.errors === 'object' && envelope.errors !== null) {
    for (const [name, text] of Object.entries(envelope.errors)) if (typeof text === 'string') errors[name] = text;
  }
  return {
    statusCode,
    message: typeof envelope.message === 'string' ? envelope.message : undefined,
    errors,
    reference: typeof envelope.data?.reference === 'string' ? envelope.data.reference : undefined,
    data: envelope.data ?? undefined,
  };
}

/** The request the page's script would have sent: a JSON body, or the fields and files as multipart. */
async function buildApiRequest(
  definition: FormPostDefinition,
  post: ReceivedPost,
  pathname: string,
): Promise<{ payload: Buffer; contentType: string }> {
  const typed = selectTypedFields(post.fields);
  if (definition.body.kind === 'json') {
    const body: Record<string, unknown> = {};
    for (const name of definition.body.fields) body[name] = typed[name] ?? '';
    if (definition.body.consent) body.consent = typed.consent === 'on';
    return { payload: Buffer.from(JSON.stringify(body)), contentType: 'application/json' };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...typed, ...definition.addFields?.(pathname) })) form.append(name, value);
  for (const file of post.files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.mimetype }), file.filename);
  // the platform's own multipart encoder (a Request body), so the boundary and the escaping are the browser's
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? 'multipart/form-data' };
}

async function sendToApi(
  app: FastifyInstance,
  request: FastifyRequest,
  definition: FormPostDefinition,
  post: ReceivedPost,
): Promise<ApiAnswer> {
  const { payload, contentType } = await buildApiRequest(definition, post, request.url.split('?')[0] ?? '/');
  const answer = await app.inject({
    method: 'POST',
    url: definition.apiUrl,
    payload,
    // the visitor's own address: the API's per-visitor form limits count them, not this server
    remoteAddress: request.ip,
    headers: {
      'content-type': contentType,
      'idempotency-key': deriveIdempotencyKey(definition.name, request.ip, post),
      // the API answers in the page's language, the one of the address posted to (not the browser's preference)
      'accept-language': splitLanguagePath(request.url.split('?')[0] ?? '/').language,
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    },
  });
  return readApiAnswer(answer.statusCode, answer.body);
}

/** The most a multipart post may carry: the larger of the two upload forms' limits. */
const postUploadLimits = {
  files: Math.max(careerUploadLimits.files, driverUploadLimits.files),
  fileSize: Math.max(careerUploadLimits.fileSize, driverUploadLimits.fileSize),
  fields: Math.max(careerUploadLimits.fields, driverUploadLimits.fields) + 2,
  fieldSize: Math.max(careerUploadLimits.fieldSize, driverUploadLimits.fieldSize),
  fieldNameSize: Math.max(careerUploadLimits.fieldNameSize, driverUploadLimits.fieldNameSize),
  parts: Math.max(careerUploadLimits.parts, driverUploadLimits.parts) + 2,
  headerPairs: Math.max(careerUploadLimits.headerPairs, driverUploadLimits.headerPairs),
};

/**
 * The API's field messages, with the page's own words for the fields the page's check names (see checkFields), all
 * in the page's language: the API wrote its own in it, and the page's rules give keys, written out here. The posted
 * state carries texts only, so the page renders them as they are, on the server and again when it hydrates.
 */
function mergeFieldErrors(
  fromApi: Readonly<Record<string, string>>,
  fromPage: Readonly<Record<string, string | undefined>> = {},
  language: Language,
): Record<string, string> {
  const errors: Record<string, string> = { ...fromApi };
  for (const [name, message] of Object.entries(fromPage)) if (message) errors[name] = translateMessage(language, message);
  return errors;
}

const CROSS_SITE_MESSAGE = "Forms are sent from Chalein's own pages only.";

export const formPostsPlugin: FastifyPluginAsync<{ sendPage: SendPage }> = async (app, { sendPage }) => {
  // both kinds of body a browser's form sends, read in this scope only
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseUrlEncodedBody(typeof body === 'string' ? body : body.toString('utf8')));
  });
  await app.register(multipart, { limits: postUploadLimits, throwFileSizeLimit: true });

  app.post(
    '/*',
    {
      // the API route the post becomes counts it too; this bounds the page renders a visitor can ask for
      config: buildFormRateLimit(app.config.rateLimitFormsPerMinute * 2),
    },
    async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // a page in Hindi or Kannada posts to its own address (/hi/contact); the forms know the route's path
      const { path, route } = findLocalizedRoute(pathname);
      if (!route) return reply.callNotFound();
      // a form on another site must not send posts in a visitor's name (and from their address, under their rate
      // limit): browsers say where a post comes from, and one from another site is refused
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        return reply.code(403).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(CROSS_SITE_MESSAGE);
      }
      const post: ReceivedPost = request.isMultipart()
        ? await readMultipartPost(request)
        : { fields: (request.body ?? {}) as Record<string, string>, files: [] };
      const definition = findFormPostDefinition(post.fields[FORM_NAME_FIELD]);
      // a post that names no form of this page is no page's: answered as any other unknown address
      if (!definition?.isOnPage(path)) return reply.callNotFound();

      const answer = await sendToApi(app, request, definition, post);
      if (answer.statusCode >= 200 && answer.statusCode < 300 && definition.answeredInPlace) {
        // shown to this visitor alone (private, no-store), with nothing of what was typed kept in the form
        return sendPage(request, reply, pathname, {
          statusCode: 200,
          form: { form: definition.name, values: {}, errors: {}, answer: answer.data },
        });
      }
      if (answer.statusCode >= 200 && answer.statusCode < 300) {
        const value =
          answer.reference && /^[A-Za-z0-9-]{1,40}$/.test(answer.reference) ? `${definition.name}.${answer.reference}` : definition.name;
        // post/redirect/get: a reload of the thank-you does not post again, and the address carries nothing personal
        return reply
          .header('set-cookie', writeSentCookie(request, pathname, value, SENT_COOKIE_SECONDS))
          .header('cache-control', 'no-store')
          .redirect(pathname, 303);
      }
      const typed = selectTypedFields(post.fields);
      const errors =
        answer.statusCode === 400
          ? mergeFieldErrors(answer.errors, definition.checkFields?.(typed), splitLanguagePath(pathname).language)
          : answer.errors;
      const hasFieldErrors = Object.keys(errors).length > 0;
      return sendPage(request, reply, pathname, {
        // a field the visitor must fix is 422; a refusal as a whole (too many posts, too large) keeps its status
        statusCode: hasFieldErrors ? 422 : answer.statusCode,
        form: {
          form: definition.name,
          values: typed,
          errors,
          ...(hasFieldErrors ? {} : { failure: answer.message ?? 'Something went wrong. Please try again.' }),
          ...(definition.body.kind === 'multipart' ? { filesDropped: true } : {}),
        },
      });
    },
  );
};
