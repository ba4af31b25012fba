import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import type { ApiEnvelope } from '@chalein/shared/api/types';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '@chalein/shared/lib/i18n/languages';
import { CLIENT_ERROR_TEXTS } from './client-error-texts';

/** A call never hangs without telling the user: 15 s at most (docs/decisions/0001-api-contract.md). */
export const API_TIMEOUT_MS = 15_000;

/** A failed call, normalised: a message fit for the user, the HTTP status, and field errors for forms. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, status: number | null, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/**
 * The server answered (2xx) but with success: false. Kept apart from a failed request because the spec words the
 * two differently (e.g. 'Failed to load blogs' against 'Error fetching blogs').
 */
export class UnsuccessfulAnswerError extends ApiError {
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message, null, fieldErrors);
    this.name = 'UnsuccessfulAnswerError';
  }
}

let apiClient: Promise<AxiosInstance> | null = null;

let apiLanguage: Language = DEFAULT_LANGUAGE;

/**
 * Sets the language every call names in its Accept-Language header: the page's, so the server writes its messages
 * (a form's field errors, a refusal, a confirmation) in the language the visitor reads the page in
 * (docs/decisions/0049-validation-messages.md). The shell calls it when it creates the page's i18next instance, and
 * again when the page's language changes; until then calls say English.
 */
export function setApiLanguage(language: Language): void {
  apiLanguage = language;
}

/**
 * The one HTTP client of the site. Pages never use axios directly; they call the functions beside this file.
 * axios is loaded with the first call, not with the page: a page paints its own text while the client and its
 * first answer are on their way, instead of waiting for the client's code to download and run before anything.
 */
export function getApiClient(): Promise<AxiosInstance> {
  apiClient ??= import('axios').then(({ default: axios }) => {
    const client = axios.create({ baseURL: '/api', timeout: API_TIMEOUT_MS });
    // read at each call, so a call made after the language changed says the new one
    client.interceptors.request.use((config) => {
      if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', LANGUAGE_TAGS[apiLanguage]);
      return config;
    });
    return client;
  });
  return apiClient;
}

// axios's own isAxiosError test, written here so that reading an error never loads axios
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status ?? null;
    const body: unknown = error.response?.data;
    if (isEnvelope(body)) {
      return new ApiError(body.message ?? error.message, status, body.errors ?? {});
    }
    // no answer of the server's to show: the client's own words, in the page's language
    const texts = CLIENT_ERROR_TEXTS[apiLanguage];
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError(texts.timeout, status);
    }
    if (!error.response) {
      return new ApiError(texts.unreachable, null);
    }
    return new ApiError(status !== null && texts.failedStatus ? texts.failedStatus(status) : error.message, status);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), null);
}

/**
 * Sends one call and returns the whole envelope. Any failure (network, timeout, non-2xx, or a body that is
 * not our envelope) becomes an ApiError, so every caller handles one kind of error.
 */
export async function request<T>(config: AxiosRequestConfig): Promise<ApiEnvelope<T>> {
  try {
    const response = await (await getApiClient()).request<unknown>(config);
    if (!isEnvelope(response.data)) {
      throw new ApiError(CLIENT_ERROR_TEXTS[apiLanguage].invalidAnswer, response.status);
    }
    return response.data as ApiEnvelope<T>;
  } catch (error) {
    throw toApiError(error);
  }
}

/** Like request, but insists on success and data, for calls whose answer the page needs. */
export async function requestData<T>(config: AxiosRequestConfig): Promise<T> {
  const envelope = await request<T>(config);
  if (!envelope.success || envelope.data === undefined) {
    throw new UnsuccessfulAnswerError(envelope.message ?? CLIENT_ERROR_TEXTS[apiLanguage].invalidAnswer, envelope.errors ?? {});
  }
  return envelope.data;
}

/** URL of a file under one of the server's public upload folders (images load from the upload paths). */
export function getUploadUrl(folder: 'testimonial' | 'news' | 'job-category' | 'team' | 'blog' | 'pass' | 'brand', file: string): string {
  return `/uploads/${folder}/${encodeURIComponent(file)}`;
}
