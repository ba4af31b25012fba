import fs from 'node:fs';
import { parseDataKey } from '../../api/src/security/field-cipher';
import { createLinkSigner, type SignedLinks } from '../../api/src/security/link-signing';
import { selectLocalKeyFile } from '../../api/src/security/local-data-key';
import type { E2eState } from './e2e-state';

/**
 * The test server's signed links, made as its mails make them (docs/decisions/0044-signed-links.md): the server runs
 * without DATA_ENCRYPTION_KEY, so its key is the file beside its database.
 */
export function readServerSignedLinks(state: E2eState): SignedLinks {
  const keyFile = selectLocalKeyFile(state.databaseFile);
  return { signer: createLinkSigner(parseDataKey(fs.readFileSync(keyFile, 'utf8'), keyFile)), origin: state.baseUrl };
}
