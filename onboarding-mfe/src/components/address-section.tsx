import type { StateCityMapping } from '@chalein/shared/api/types';
import { keepDigits, type FieldErrors } from '@chalein/shared/lib/validation';
import { FormField } from '@chalein/shared/ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';

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
  const { states, cities } = mapping.data;
  if (states.length === 0) return <EmptyState message="No states are available right now. Please try again later." />;
  const stateCities = cities.filter((city) => String(city.stateMasterStateId) === values.stateId);
  return (
    <div className="form-row">
      <FormField label="State" required error={errors.stateId}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            name="stateId"
            autoComplete="address-level1"
            value={values.stateId}
            onChange={(event) => onChange('stateId', event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          >
            <option value="">Select state</option>
            {states.map((state) => (
              <option key={state.stateId} value={String(state.stateId)}>
                {state.stateName}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="City" required error={errors.cityId} hint={values.stateId ? undefined : 'Choose your state first.'}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            name="cityId"
            autoComplete="address-level2"
            value={values.cityId}
            disabled={!values.stateId}
            onChange={(event) => onChange('cityId', event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          >
            <option value="">Select city</option>
            {stateCities.map((city) => (
              <option key={city.cityId} value={String(city.cityId)}>
                {city.cityName}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}

/** Where the driver lives: PIN code, address, and the state and city from the server's list. */
export function AddressSection(props: Props) {
  const { values, errors, mapping, onChange } = props;
  return (
    <fieldset className="form-section">
      <legend>Address</legend>
      <FormField label="Address" required error={errors.address}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="address"
            autoComplete="street-address"
            rows={3}
            maxLength={400}
            value={values.address}
            onChange={(event) => onChange('address', event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField label="PIN code" required error={errors.pincode} hint="6 digits.">
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={values.pincode}
            onChange={(event) => onChange('pincode', keepDigits(event.target.value, 6))}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      {mapping.status === 'loading' ? <LoadingState label="Loading states and cities..." /> : null}
      {mapping.status === 'error' ? (
        <ErrorState message="We could not load the list of states and cities." onRetry={mapping.retry}>
          <p>Everything you typed stays here while you try again.</p>
        </ErrorState>
      ) : null}
      {mapping.status === 'success' ? <LocationSelects {...props} mapping={mapping} /> : null}
    </fieldset>
  );
}
