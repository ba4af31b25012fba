import path from 'node:path';

// Names of drivers' identity, bank and vehicle documents: a random key and the extension of the type found in the
// bytes. Where and how they are stored is the private file store's (private-file-storage.ts); in the folder store
// they sit under <private uploads>/driver-documents, a folder no route serves, readable by the server's user only
// (docs/decisions/0005-private-files.md).

export const DRIVER_DOCUMENTS_FOLDER_NAME = 'driver-documents';

export function resolveDriverDocumentsFolder(privateUploadsDir: string): string {
  return path.join(privateUploadsDir, DRIVER_DOCUMENTS_FOLDER_NAME);
}

export function buildDocumentFileName(key: string, extension: string): string {
  return `${key}.${extension}`;
}
