import type { FieldErrors } from '@chalein/shared/lib/validation/common';
import { driverDocumentFields, type DriverDocumentField } from '@chalein/shared/lib/validation/driver-registration';
import { documentLabels, type ChosenDocuments } from '../lib/driver-registration-form';
import { DocumentPicker } from './document-picker';

interface Props {
  documents: ChosenDocuments;
  preparing: ReadonlySet<DriverDocumentField>;
  errors: FieldErrors<DriverDocumentField>;
  onChoose: (field: DriverDocumentField, file: File) => void;
}

const MASKED_AADHAAR_HINT = 'Masked Aadhaar: only the last 4 digits of the number showing.';

/** The eight documents, each with its preview. */
export function DocumentsSection({ documents, preparing, errors, onChoose }: Props) {
  return (
    <fieldset className="form-section">
      <legend>Documents</legend>
      <p className="field__hint">
        A clear photo or scan of each, as a JPEG, PNG or PDF of up to 5 MB. Large photos are made smaller on your phone before they are
        sent.
      </p>
      <div className="aadhaar-note" id="masked-aadhaar-note">
        <p>
          <strong>Please upload a masked Aadhaar.</strong> A masked Aadhaar hides the first 8 digits of your Aadhaar number and shows only
          the last 4. Download it from UIDAI&apos;s myAadhaar website (choose &ldquo;masked Aadhaar&rdquo;), or cover the first 8 digits
          before you take the photo. We never ask for or store your Aadhaar number.
        </p>
      </div>
      <div className="document-grid">
        {driverDocumentFields.map((field) => (
          <DocumentPicker
            key={field}
            field={field}
            label={documentLabels[field]}
            hint={field === 'adharCardFrontPhoto' || field === 'adharCardBackPhoto' ? MASKED_AADHAAR_HINT : undefined}
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
