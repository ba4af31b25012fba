import type { ChangeEvent, ReactNode } from 'react';
import type { DriverDocumentField } from '@chalein/shared/lib/validation/driver-registration';
import { FileField } from '@chalein/shared/ui/file-field';
import { formatBytes, type ChosenDocument } from '../lib/driver-registration-form';
import { useOnboardingTexts } from '../lib/onboarding-texts';

interface Props {
  field: DriverDocumentField;
  label: string;
  hint?: ReactNode;
  chosen: ChosenDocument | undefined;
  /** the chosen photo is being made smaller */
  preparing: boolean;
  error?: string;
  onChoose: (field: DriverDocumentField, file: File) => void;
}

// what the file dialog offers; phones also offer the camera for these types
const ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/** One document: the file input, and a preview of what was chosen (the picture, or the PDF's name and size). */
export function DocumentPicker({ field, label, hint, chosen, preparing, error, onChoose }: Props) {
  const { t } = useOnboardingTexts();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // a dialog closed without a choice keeps the file chosen before
    if (file) onChoose(field, file);
  };
  const reduced = chosen && chosen.file.size < chosen.originalSize;
  return (
    <div className="document-picker">
      <FileField label={label} name={field} required error={error} hint={hint} accept={ACCEPT} onChange={onChange} />
      <div className="document-picker__preview" role="status" aria-live="polite">
        {preparing ? <p className="field__hint">{t('documents.preparing')}</p> : null}
        {!preparing && chosen ? (
          <>
            {chosen.previewUrl ? (
              <img className="document-picker__image" src={chosen.previewUrl} alt={t('documents.previewAlt', { document: label })} />
            ) : (
              <span className="document-picker__pdf" aria-hidden="true">
                {t('documents.pdfBadge')}
              </span>
            )}
            <p className="document-picker__file">
              <span className="document-picker__name">{chosen.file.name}</span>
              <span>
                {formatBytes(chosen.file.size)}
                {reduced ? t('documents.reduced', { originalSize: formatBytes(chosen.originalSize) }) : null}
              </span>
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
