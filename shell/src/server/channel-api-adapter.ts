import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@chalein/shared/lib/i18n/languages';
import type { RenderApiAnswer, RenderApiCall } from '@chalein/shared/lib/server-render-protocol';

/**
 * The language of the page whose first screen is being loaded: a render process loads pages of every language at
 * once through one API client, so each call takes its page's language from the render it was made in.
 */
export const renderLanguage = new AsyncLocalStorage<Language>();

/** Sends one API call to the server over the render process's channel: null when no answer came in time. */
export type CallApi = (call: RenderApiCall, timeoutMs: number) => Promise<RenderApiAnswer | null>;

/**
 * An axios adapter for the shared API client in a render process: the pages' `loadFirstScreen` calls the same
 * `shared` functions as in the browser, and each call travels to the server over the process's channel instead of
 * the network (which the process does not have). The server answers it in process, through the same route, its
 * validation and its caching. The answer is settled as axios's own adapters settle theirs, so the client turns
 * a timeout or a refusal into the same ApiError as in the browser.
 */
export function createChannelAdapter(client: AxiosInstance, callApi: CallApi): AxiosAdapter {
  return async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    if (method !== 'GET' && method !== 'POST') {
      throw new AxiosError(`a render process only reads: ${method} is not sent`, AxiosError.ERR_NOT_SUPPORT, config);
    }
    const body = typeof config.data === 'string' ? config.data : undefined;
    const timeoutMs = config.timeout ?? 0;
    const language = renderLanguage.getStore();
    const answer = await callApi(
      { method, url: client.getUri(config), ...(body === undefined ? {} : { body }), ...(language === undefined ? {} : { language }) },
      timeoutMs,
    );
    if (answer === null) throw new AxiosError(`timeout of ${timeoutMs}ms exceeded`, AxiosError.ECONNABORTED, config);
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders({ 'content-type': answer.contentType }),
      config,
      request: null,
    };
    if (!config.validateStatus || config.validateStatus(answer.status)) return response;
    const code = answer.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response);
  };
}
