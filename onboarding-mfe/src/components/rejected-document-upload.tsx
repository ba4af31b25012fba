import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '@chalein/shared/api/client';
import { uploadRejectedDocument, type DriverStatusDocument, type DriverStatusResult } from '@chalein/shared/api/driver-status';
import { DOCUMENT_MAX_BYTES, driverMessages } from '@chalein/shared/lib/validation/driver-registration';
import { driverStatusMessages } from '@chalein/shared/lib/validation/driver-status';
import { FileField } from '@chalein/shared/ui/file-field';
import { PostedFormFields, usePostedFormProps } from '@chalein/shared/ui/posted-form-fields';
import { downscaleImage } from '../lib/image-downscale';
import { useOnboardingTexts } from '../lib/onboarding-texts';
import { useDocumentName } from '../lib/use-document-name';

// One rejected document's new file. With scripts it is sent by the page (a photo made smaller first, as the
// registration does); without, the form posts to the page itself with the lookup's token in a hidden field, and the
// server answers with the page showing the application as it now is.

const ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

type Upload = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'refused'; message: string };

interface Props {
  token: string;
  document: DriverStatusDocument;
  onUploaded: (result: DriverStatusResult) => void;
}

export function RejectedDocumentUpload({ token, document, onUploaded }: Props) {
  const { t } = useOnboardingTexts();
  const documentName = useDocumentName()(document);
  const postedProps = usePostedFormProps(true);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setUpload({ kind: 'idle' });
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.kind === 'sending') return;
    if (!file) {
      setUpload({ kind: 'refused', message: driverStatusMessages.documentRequired });
      input.current?.focus();
      return;
    }
    setUpload({ kind: 'sending', percent: 0 });
    try {
      const prepared = await downscaleImage(file);
      if (prepared.size > DOCUMENT_MAX_BYTES) throw new ApiError(driverMessages.documentTooLarge, 413);
      const result = await uploadRejectedDocument(token, document.documentType, prepared, (fraction) =>
        setUpload({ kind: 'sending', percent: Math.round(fraction * 100) }),
      );
      onUploaded(result);
    } catch (error) {
      const refusal = error instanceof ApiError ? (error.fieldErrors.document ?? error.message) : driverMessages.failure;
      setUpload({ kind: 'refused', message: refusal });
      input.current?.focus();
    }
  };

  return (
    <form
      className="status-upload"
      {...postedProps}
      onSubmit={(event) => void send(event)}
      noValidate
      aria-label={t('rejectedUpload.formLabel', { document: documentName })}
    >
      <PostedFormFields form="driver-document" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="documentType" value={document.documentType} />
      <FileField
        ref={input}
        label={t('rejectedUpload.fileLabel', { document: documentName })}
        name="document"
        hint={t('rejectedUpload.hint')}
        error={upload.kind === 'refused' ? upload.message : undefined}
        accept={ACCEPT}
        onChange={choose}
      />
      {upload.kind === 'sending' ? (
        <p className="field__hint" role="status">
          {t('rejectedUpload.progress', { percent: upload.percent })}
        </p>
      ) : null}
      <button type="submit" className="button" aria-disabled={upload.kind === 'sending'}>
        {upload.kind === 'sending' ? t('rejectedUpload.uploading') : t('rejectedUpload.upload')}
        <span className="visually-hidden"> {documentName}</span>
      </button>
    </form>
  );
}
