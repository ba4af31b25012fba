import { listSeedTableNames } from './seed';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** The tables whose rows are the site's content: those the seed writes. */
export const CONTENT_TABLES: ReadonlySet<string> = new Set(listSeedTableNames());

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/** Every table a query names, wherever in its tree. */
function collectTableNames(node: unknown, names: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) collectTableNames(item, names);
  } else if (typeof node === 'object' && node !== null) {
    const { kind, table } = node as { kind?: unknown; table?: { identifier?: { name?: unknown } } };
    if (kind === 'TableNode' && typeof table?.identifier?.name === 'string') names.add(table.identifier.name);
    for (const value of Object.values(node)) collectTableNames(value, names);
  }
  return names;
}

/**
 * Counts the writes to content tables made through this database handle: the version changes once such a write has
 * completed, so anything kept in memory under an older version (rendered pages, content answers) stops matching.
 * A write by another process (someone editing the database by hand) is not seen; what is kept expires anyway.
 */
export class ContentVersionPlugin implements KyselyPlugin {
  #version = 0;
  readonly #contentWrites = new WeakSet<QueryId>();

  get version(): number {
    return this.#version;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (WRITE_KINDS.has(node.kind) && [...collectTableNames(node, new Set())].some((name) => CONTENT_TABLES.has(name))) {
      this.#contentWrites.add(queryId);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#contentWrites.has(queryId)) this.#version += 1;
    return result;
  }
}
