import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getStateCityMapping } from '@chalein/shared/api/onboarding';
import { brand } from '@chalein/shared/lib/brand';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { driverMessages } from '@chalein/shared/lib/validation/driver-registration';
import { ErrorSummary } from '@chalein/shared/ui/error-summary';
import { ThankYouModal } from '@chalein/shared/ui/modal';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { usePostedForm } from '@chalein/shared/lib/posted-form';
import { FilesDroppedNote, PostedFormFields, PostedThankYou, usePostedFormProps } from '@chalein/shared/ui/posted-form-fields';
import { AddressSection, type MappingState } from '../components/address-section';
import { BankDetailsSection } from '../components/bank-details-section';
import { ConsentSection } from '../components/consent-section';
import { DocumentsSection } from '../components/documents-section';
import { LicenceSection } from '../components/licence-section';
import { PersonalDetailsSection } from '../components/personal-details-section';
import { UploadProgress } from '../components/upload-progress';
import { VehicleSection } from '../components/vehicle-section';
import { useDriverRegistration } from '../lib/use-driver-registration';
import { useOnboardingTexts } from '../lib/onboarding-texts';
import '../styles/onboarding.css';
import { useValidationMessage } from '@chalein/shared/lib/i18n/use-validation-texts';

const stateCityMappingKey = 'state-city-mapping';

/** For the server: the states and cities of the address section, keyed as the page's useAsyncData call. */
export const loadFirstScreen: FirstScreenLoader = () => collectFirstScreenData({ [stateCityMappingKey]: getStateCityMapping });

const documentsNeeded = [
  'registrationPage.documentsNeeded.aadhaar',
  'registrationPage.documentsNeeded.drivingLicence',
  'registrationPage.documentsNeeded.registrationCertificate',
  'registrationPage.documentsNeeded.insurance',
  'registrationPage.documentsNeeded.cheque',
] as const;

/** Said with the reference once a registration is stored: the reference and the mobile number open its status. */
export function StatusPageNote() {
  const { t } = useOnboardingTexts();
  return (
    <p>
      <Trans t={t} i18nKey="registrationPage.statusPageNote" components={{ statusLink: <Link to="/drive_with_us/status" /> }} />
    </p>
  );
}

/** Drive with us: who can drive, what they need, and the registration form (its state lives in useDriverRegistration). */
export function DriverRegistrationPage() {
  const { t } = useOnboardingTexts();
  const translateMessage = useValidationMessage();
  const mappingLoad = useAsyncData(getStateCityMapping, stateCityMappingKey);
  const mapping: MappingState =
    mappingLoad.status === 'success'
      ? { status: 'success', data: mappingLoad.data }
      : mappingLoad.status === 'error'
        ? { status: 'error', retry: mappingLoad.reload }
        : { status: 'loading' };
  const form = useDriverRegistration(mappingLoad.status === 'success' ? mappingLoad.data : null);
  const { values, errors, onChange, status } = form;
  const posted = usePostedForm('driver-registration');
  const postedProps = usePostedFormProps(true);

  return (
    <PageRoot className="onboarding-page">
      <section className="section onboarding-hero" aria-labelledby="drive-title">
        <div className="container">
          <h1 id="drive-title">{t('registrationPage.heading', { productName: brand.productName })}</h1>
          <p className="section__lead">{t('registrationPage.lead')}</p>
        </div>
      </section>
      <section className="section section--surface" aria-labelledby="needed-title">
        <div className="container onboarding-layout">
          <div className="onboarding-aside">
            <h2 id="needed-title">{t('registrationPage.neededHeading')}</h2>
            <ul className="checklist">
              {documentsNeeded.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
            <p className="field__hint">{t('registrationPage.documentFormats')}</p>
          </div>
          <form className="card onboarding-form" {...postedProps} onSubmit={form.handleSubmit} noValidate aria-labelledby="form-title">
            <h2 id="form-title">{t('registrationPage.formHeading')}</h2>
            {posted?.sent ? (
              <PostedThankYou message={driverMessages.success} reference={posted.sent.reference}>
                <StatusPageNote />
              </PostedThankYou>
            ) : null}
            <PostedFormFields form="driver-registration" />
            <p className="field__hint">{t('registrationPage.requiredNote')}</p>
            <ErrorSummary count={form.summaryCount} />
            <PersonalDetailsSection
              values={values}
              errors={errors}
              onChange={onChange}
              onBlur={form.onBlur}
              mobileCheck={form.mobileCheck}
            />
            <AddressSection values={values} errors={errors} mapping={mapping} onChange={onChange} />
            <VehicleSection values={values} errors={errors} onChange={onChange} />
            <BankDetailsSection values={values} errors={errors} onChange={onChange} />
            <LicenceSection values={values} errors={errors} onChange={onChange} />
            {posted?.filesDropped ? <FilesDroppedNote /> : null}
            <DocumentsSection
              key={form.formKey}
              documents={form.documents}
              preparing={form.preparing}
              errors={errors}
              onChoose={form.chooseDocument}
            />
            <ConsentSection checked={form.consent} error={errors.consent} onChange={form.setConsent} />
            {status.kind === 'submitting' ? <UploadProgress percent={status.percent} /> : null}
            {status.kind === 'error' ? (
              <p className="form-alert" role="alert">
                {translateMessage(driverMessages.failure)}
              </p>
            ) : null}
            {/* aria-disabled, not disabled: the button keeps focus, so focus returns to it when the Thank You modal closes */}
            <button type="submit" className="button onboarding-form__submit" aria-disabled={status.kind === 'submitting'}>
              {status.kind === 'submitting' ? t('registrationPage.submitting') : t('registrationPage.submit')}
            </button>
          </form>
        </div>
      </section>
      {status.kind === 'success' ? (
        <ThankYouModal message={driverMessages.success} reference={status.reference} onClose={form.closeConfirmation}>
          <StatusPageNote />
        </ThankYouModal>
      ) : null}
    </PageRoot>
  );
}
