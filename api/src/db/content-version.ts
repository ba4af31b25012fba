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

/** Every table named in a part of a query tree (a TableNode, possibly under an alias or a FROM list). */
function collectTableNames(node: unknown, names: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) collectTableNames(item, names);
  } else if (typeof node === 'object' && node !== null) {
    const { kind, table } = node as { kind?: unknown; table?: { identifier?: { name?: unknown } } };
    if (kind === 'TableNode' && typeof table?.identifier?.name === 'string') names.add(table.identifier.name);
    else for (const value of Object.values(node)) collectTableNames(value, names);
  }
  return names;
}

/**
 * The tables a query writes: the target of an insert, update, delete or merge, and nothing it only reads (a pass
 * order that looks up its pass in a subquery writes orders, not passes). Nothing for a read.
 */
function listWrittenTables(node: RootOperationNode): Set<string> {
  switch (node.kind) {
    case 'InsertQueryNode':
      return collectTableNames(node.into);
    case 'UpdateQueryNode':
      return collectTableNames(node.table);
    case 'DeleteQueryNode':
      return collectTableNames(node.from);
    case 'MergeQueryNode':
      return collectTableNames(node.into);
    default:
      return new Set();
  }
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
    if ([...listWrittenTables(node)].some((name) => CONTENT_TABLES.has(name))) {
      this.#contentWrites.add(queryId);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#contentWrites.has(queryId)) this.#version += 1;
    return result;
  }
}
