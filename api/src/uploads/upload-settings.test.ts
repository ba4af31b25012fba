import path from 'node:path';
import { ConfigError, REPO_ROOT } from '../settings/environment';
import { assertPrivateUploadsDirIsPrivate, loadUploadFolders } from './upload-settings';

test('keeps public uploads in api/assets/uploads and private ones in data/private by default', () => {
  expect(loadUploadFolders({})).toEqual({
    uploadsDir: path.join(REPO_ROOT, 'api', 'assets', 'uploads'),
    privateUploadsDir: path.join(REPO_ROOT, 'data', 'private'),
  });
  expect(loadUploadFolders({ UPLOADS_DIR: '/srv/uploads', PRIVATE_UPLOADS_DIR: '/srv/private' })).toEqual({
    uploadsDir: '/srv/uploads',
    privateUploadsDir: '/srv/private',
  });
});

test('refuses a private uploads folder inside a served one, and allows one beside it', () => {
  const served = ['/srv/uploads', '/srv/site/shell/dist'];
  expect(() => assertPrivateUploadsDirIsPrivate('/srv/uploads/private', served)).toThrow(ConfigError);
  expect(() => assertPrivateUploadsDirIsPrivate('/srv/uploads', served)).toThrow(/PRIVATE_UPLOADS_DIR.*which the site serves/);
  expect(() => assertPrivateUploadsDirIsPrivate('/srv/site/shell/dist/x/../private', served)).toThrow(/inside \/srv\/site\/shell\/dist/);
  expect(() => assertPrivateUploadsDirIsPrivate('/srv/private', served)).not.toThrow();
  // a name that merely starts like a served folder's is not inside it
  expect(() => assertPrivateUploadsDirIsPrivate('/srv/uploads-private', served)).not.toThrow();
});
