import type { FieldErrors } from '@chalein/shared/lib/validation/common';
import { TextField } from '@chalein/shared/ui/text-field';
import { ChoiceGroup } from '@chalein/shared/ui/choice-group';

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

export const vehicleCategoryOptions = [
  { value: '0', label: 'Two-Wheeler' },
  { value: '1', label: 'Three-Wheeler' },
  { value: '2', label: 'Four-Wheeler' },
] as const;

const yesNoOptions = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
] as const;

/** The vehicle the driver brings: its kind, its registration number, and whether it takes a wheelchair. */
export function VehicleSection({ values, errors, onChange }: Props) {
  return (
    <fieldset className="form-section">
      <legend>Vehicle</legend>
      <ChoiceGroup
        legend="Vehicle category"
        name="vehicle_category"
        required
        options={vehicleCategoryOptions}
        value={values.vehicle_category}
        error={errors.vehicle_category}
        onChange={(value) => onChange('vehicle_category', value)}
      />
      <TextField
        label="Vehicle number"
        required
        error={errors.vehicleNumber}
        hint="As on the RC, like KA 01 AB 1234 (or 22 BH 1234 AB)."
        name="vehicleNumber"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={16}
        value={values.vehicleNumber}
        onChange={(value) => onChange('vehicleNumber', value.toUpperCase())}
      />
      <ChoiceGroup
        legend="Can your vehicle carry a wheelchair?"
        name="wheelChair"
        required
        options={yesNoOptions}
        value={values.wheelChair}
        error={errors.wheelChair}
        onChange={(value) => onChange('wheelChair', value)}
      />
    </fieldset>
  );
}
