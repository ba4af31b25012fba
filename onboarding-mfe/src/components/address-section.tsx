import type { StateCityMapping } from '@chalein/shared/api/types';
import { keepDigits, type FieldErrors } from '@chalein/shared/lib/validation/common';
import { SelectField } from '@chalein/shared/ui/select-field';
import { TextField } from '@chalein/shared/ui/text-field';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { useOnboardingTexts } from '../lib/onboarding-texts';

export interface AddressDetails {
  pincode: string;
  address: string;
  stateId: string;
  cityId: string;
}

/** The states and cities as the page loaded them (GET mapping). */
export type MappingState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'success'; data: StateCityMapping };

interface Props {
  values: AddressDetails;
  errors: FieldErrors<keyof AddressDetails>;
  mapping: MappingState;
  onChange: (field: keyof AddressDetails, value: string) => void;
}

function LocationSelects({ values, errors, mapping, onChange }: Props & { mapping: { status: 'success'; data: StateCityMapping } }) {
  const { t } = useOnboardingTexts();
  const { states, cities } = mapping.data;
  if (states.length === 0) return <EmptyState message={t('address.noStates')} />;
  const stateCities = cities.filter((city) => String(city.stateMasterStateId) === values.stateId);
  return (
    <div className="form-row">
      <SelectField
        label={t('address.state')}
        name="stateId"
        required
        autoComplete="address-level1"
        placeholder={t('address.selectState')}
        options={states.map((state) => ({ value: String(state.stateId), label: state.stateLabel ?? state.stateName }))}
        value={values.stateId}
        error={errors.stateId}
        onChange={(value) => onChange('stateId', value)}
      />
      <SelectField
        label={t('address.city')}
        name="cityId"
        required
        hint={values.stateId ? undefined : t('address.cityHint')}
        autoComplete="address-level2"
        disabled={!values.stateId}
        placeholder={t('address.selectCity')}
        options={stateCities.map((city) => ({ value: String(city.cityId), label: city.cityLabel ?? city.cityName }))}
        value={values.cityId}
        error={errors.cityId}
        onChange={(value) => onChange('cityId', value)}
      />
    </div>
  );
}

/** Where the driver lives: PIN code, address, and the state and city from the server's list. */
export function AddressSection(props: Props) {
  const { values, errors, mapping, onChange } = props;
  const { t } = useOnboardingTexts();
  return (
    <fieldset className="form-section">
      <legend>{t('address.legend')}</legend>
      <TextField
        label={t('address.address')}
        required
        error={errors.address}
        multiline
        name="address"
        autoComplete="street-address"
        rows={3}
        maxLength={400}
        value={values.address}
        onChange={(value) => onChange('address', value)}
      />
      <TextField
        label={t('address.pincode')}
        required
        error={errors.pincode}
        hint={t('address.pincodeHint')}
        name="pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        value={values.pincode}
        onChange={(value) => onChange('pincode', keepDigits(value, 6))}
      />
      {mapping.status === 'loading' ? <LoadingState label={t('address.loading')} /> : null}
      {mapping.status === 'error' ? (
        <ErrorState message={t('address.loadFailed')} onRetry={mapping.retry}>
          <p>{t('address.keptWhileRetrying')}</p>
        </ErrorState>
      ) : null}
      {mapping.status === 'success' ? <LocationSelects {...props} mapping={mapping} /> : null}
    </fieldset>
  );
}
