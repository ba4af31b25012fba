import { Trans } from 'react-i18next';
import type { FieldErrors } from '@chalein/shared/lib/validation/common';
import { driverDocumentFields, type DriverDocumentField } from '@chalein/shared/lib/validation/driver-registration';
import { documentLabelKeys, type ChosenDocuments } from '../lib/driver-registration-form';
import { useOnboardingTexts } from '../lib/onboarding-texts';
import { DocumentPicker } from './document-picker';

interface Props {
  documents: ChosenDocuments;
  preparing: ReadonlySet<DriverDocumentField>;
  errors: FieldErrors<DriverDocumentField>;
  onChoose: (field: DriverDocumentField, file: File) => void;
}

/** The eight documents, each with its preview. */
export function DocumentsSection({ documents, preparing, errors, onChoose }: Props) {
  const { t } = useOnboardingTexts();
  return (
    <fieldset className="form-section">
      <legend>{t('documents.legend')}</legend>
      <p className="field__hint">{t('documents.intro')}</p>
      <div className="aadhaar-note" id="masked-aadhaar-note">
        <p>
          <Trans t={t} i18nKey="documents.maskedAadhaarNote" components={{ strong: <strong /> }} />
        </p>
      </div>
      <div className="document-grid">
        {driverDocumentFields.map((field) => (
          <DocumentPicker
            key={field}
            field={field}
            label={t(documentLabelKeys[field])}
            hint={field === 'adharCardFrontPhoto' || field === 'adharCardBackPhoto' ? t('documents.maskedAadhaarHint') : undefined}
            chosen={documents[field]}
            preparing={preparing.has(field)}
            error={errors[field]}
            onChoose={onChoose}
          />
        ))}
      </div>
    </fieldset>
  );
}
