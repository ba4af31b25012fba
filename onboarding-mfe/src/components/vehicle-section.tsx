import type { FieldErrors } from '@chalein/shared/lib/validation/common';
import { TextField } from '@chalein/shared/ui/text-field';
import { ChoiceGroup } from '@chalein/shared/ui/choice-group';
import { useOnboardingTexts } from '../lib/onboarding-texts';

export interface VehicleDetails {
  vehicle_category: string;
  vehicleNumber: string;
  wheelChair: string;
}

interface Props {
  values: VehicleDetails;
  errors: FieldErrors<keyof VehicleDetails>;
  onChange: (field: keyof VehicleDetails, value: string) => void;
}

/** The vehicle categories by the value the API takes, each with its label's key. */
export const vehicleCategoryOptions = [
  { value: '0', labelKey: 'vehicle.twoWheeler' },
  { value: '1', labelKey: 'vehicle.threeWheeler' },
  { value: '2', labelKey: 'vehicle.fourWheeler' },
] as const;

const yesNoOptions = [
  { value: '1', labelKey: 'vehicle.yes' },
  { value: '0', labelKey: 'vehicle.no' },
] as const;

/** The vehicle the driver brings: its kind, its registration number, and whether it takes a wheelchair. */
export function VehicleSection({ values, errors, onChange }: Props) {
  const { t } = useOnboardingTexts();
  return (
    <fieldset className="form-section">
      <legend>{t('vehicle.legend')}</legend>
      <ChoiceGroup
        legend={t('vehicle.category')}
        name="vehicle_category"
        required
        options={vehicleCategoryOptions.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))}
        value={values.vehicle_category}
        error={errors.vehicle_category}
        onChange={(value) => onChange('vehicle_category', value)}
      />
      <TextField
        label={t('vehicle.number')}
        required
        error={errors.vehicleNumber}
        hint={t('vehicle.numberHint')}
        name="vehicleNumber"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={16}
        value={values.vehicleNumber}
        onChange={(value) => onChange('vehicleNumber', value.toUpperCase())}
      />
      <ChoiceGroup
        legend={t('vehicle.wheelchair')}
        name="wheelChair"
        required
        options={yesNoOptions.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))}
        value={values.wheelChair}
        error={errors.wheelChair}
        onChange={(value) => onChange('wheelChair', value)}
      />
    </fieldset>
  );
}
