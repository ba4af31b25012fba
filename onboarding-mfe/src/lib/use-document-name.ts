import type { DriverStatusDocument } from '@chalein/shared/api/driver-status';
import { useOnboardingTexts } from './onboarding-texts';

// The status page names each document in the page's language by its type; the API's name is English.
const DOCUMENT_NAME_KEYS = {
  adharCardFrontPhoto: 'statusPage.documentNames.adharCardFrontPhoto',
  adharCardBackPhoto: 'statusPage.documentNames.adharCardBackPhoto',
  chequeBook: 'statusPage.documentNames.chequeBook',
  chequePhoto: 'statusPage.documentNames.chequePhoto',
  drivingLicenseFrontPhoto: 'statusPage.documentNames.drivingLicenseFrontPhoto',
  drivingLicenseBackPhoto: 'statusPage.documentNames.drivingLicenseBackPhoto',
  registrationCertificateNoFrontPhoto: 'statusPage.documentNames.registrationCertificateNoFrontPhoto',
  vehicleInsurancePhoto: 'statusPage.documentNames.vehicleInsurancePhoto',
} as const satisfies Readonly<Record<DriverStatusDocument['documentType'], string>>;

/** A document's name in the page's language; a type this page does not know keeps the name the API gave. */
export function useDocumentName(): (document: DriverStatusDocument) => string {
  const { t } = useOnboardingTexts();
  return (document) => {
    const key = (DOCUMENT_NAME_KEYS as Readonly<Record<string, string>>)[document.documentType];
    return key ? t(key) : document.label;
  };
}
