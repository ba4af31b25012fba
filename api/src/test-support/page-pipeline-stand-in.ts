import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { Registry } from 'prom-client';
import { createSiteMetrics } from '../observability/site-metrics';
import type { Repositories } from '../repositories';
import { createPagePipeline, type PagePipelineOptions } from '../site/page-pipeline';
import type { ServerRenderer } from '../site/server-rendering/server-renderer';
import { createShellTemplateLoader } from '../site/shell-template';
import { createTempDir } from './temp-dir';
import { FAKE_SHELL_TEMPLATE, writeTestFile } from './test-app';

// A test helper (not a test): the page pipeline alone, serving every path, with a renderer that would render and
// keep any page it is asked for, so a test sees which pages the pipeline itself keeps from rendering or keeping.

export interface PipelineStandIn {
  app: FastifyInstance;
  /** the render processes' stand-in: every page it renders says 'rendered on the server' */
  renderPage: jest.Mock;
  /** the page cache: what the pipeline kept, by key (`page:<address>`) */
  documents: Map<string, unknown>;
}

/** Who made a page's HTML, from its Server-Timing: 'server', 'cache' or 'browser'. */
export function readRenderedBy(response: LightMyRequestResponse): string | undefined {
  return /desc="(\w+)"/.exec(String(response.headers['server-timing']))?.[1];
}

export function startPipelineStandIn(options: Pick<PagePipelineOptions, 'checkSignedLink'> = {}): PipelineStandIn {
  const template = path.join(createTempDir('page-pipeline-'), 'index.html');
  writeTestFile(template, FAKE_SHELL_TEMPLATE);
  const renderPage = jest.fn(async () => ({ html: '<main>rendered on the server</main>', data: {} }));
  const documents = new Map<string, unknown>();
  const renderer = { renderPage, documents, findDocumentKey: (url: string) => `page:${url}` } as unknown as ServerRenderer;
  const { sendPage } = createPagePipeline({
    shellTemplate: createShellTemplateLoader(template),
    renderer,
    readRemotes: async () => ({ text: '{}' }),
    repositories: { seo: { findSeoData: async () => undefined } } as unknown as Repositories,
    origin: '',
    listPreloads: () => [],
    showTestPaymentsBanner: false,
    metrics: createSiteMetrics(new Registry()),
    ...options,
  });
  const app = Fastify();
  app.get('/*', (request, reply) => sendPage(request, reply, request.url.split('?')[0] ?? '/'));
  return { app, renderPage, documents };
}
