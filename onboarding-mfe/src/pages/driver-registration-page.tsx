import { useState, type FormEvent } from 'react';
import { brand } from '@chalein/shared/lib/brand';
import { hasErrors, validateDriver, type DriverInput, type FieldErrors } from '@chalein/shared/lib/validation';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { PersonalDetailsSection, type PersonalDetails } from '../components/personal-details-section';
import '../styles/onboarding.css';

const emptyDriver: DriverInput = {
  fullName: '',
  contactNumber: '',
  driver_category: '',
  referralCode: '',
  pincode: '',
  address: '',
  stateId: '',
  cityId: '',
  vehicle_category: '',
  vehicleNumber: '',
  wheelChair: '',
  bankAccNo: '',
  reBankAccNo: '',
  ifscCode: '',
  drivingLicenseNo: '',
  reDrivingLicenseNumber: '',
  dob: '',
};

const personalFields = ['fullName', 'contactNumber', 'driver_category', 'referralCode'] as const;

/** Errors of the shared driver rules that belong to the personal details section. */
export function validatePersonalDetails(values: PersonalDetails): FieldErrors<keyof PersonalDetails> {
  const all = validateDriver({ ...emptyDriver, ...values });
  const errors: FieldErrors<keyof PersonalDetails> = {};
  for (const field of personalFields) if (all[field]) errors[field] = all[field];
  return errors;
}

const documentsNeeded = [
  'Aadhaar card, front and back (masked Aadhaar preferred)',
  'Driving licence, front and back',
  'Vehicle registration certificate',
  'Vehicle insurance',
  'A cheque book page and a cancelled cheque for payouts',
];

export function DriverRegistrationPage() {
  const [values, setValues] = useState<PersonalDetails>({ fullName: '', contactNumber: '', driver_category: '', referralCode: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof PersonalDetails>>({});
  const [checked, setChecked] = useState(false);

  const onChange = (field: keyof PersonalDetails, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // editing a field clears its error
    setErrors((current) => ({ ...current, [field]: undefined }));
    setChecked(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePersonalDetails(values);
    setErrors(found);
    setChecked(!hasErrors(found));
    if (hasErrors(found)) window.scrollTo(0, 0);
  };

  return (
    <PageRoot>
      <section className="section onboarding-hero" aria-labelledby="drive-title">
        <div className="container">
          <h1 id="drive-title">Drive with {brand.productName}</h1>
          <p className="section__lead">
            Earn on your own schedule with cab or porter trips across Bengaluru. Weekly payouts, zero commission on your first 50 rides, and a
            support desk that answers.
          </p>
        </div>
      </section>
      <section className="section section--surface" aria-labelledby="needed-title">
        <div className="container onboarding-layout">
          <div>
            <h2 id="needed-title">What you will need</h2>
            <ul className="checklist">
              {documentsNeeded.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="field__hint">Each document as a JPEG, PNG or PDF photo or scan.</p>
          </div>
          <form className="card onboarding-form" onSubmit={onSubmit} noValidate aria-labelledby="form-title">
            <h2 id="form-title">Register as a driver partner</h2>
            <PersonalDetailsSection values={values} errors={errors} onChange={onChange} />
            <button type="submit" className="button">
              Continue
            </button>
            {checked ? (
              <p className="form-message--success" role="status">
                Your personal details look good.
              </p>
            ) : null}
          </form>
        </div>
      </section>
    </PageRoot>
  );
}
