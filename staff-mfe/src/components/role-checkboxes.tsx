import { STAFF_ROLE_NAMES, type StaffRoleName } from '@chalein/shared/api/staff-types';

/** The roles as a group of checkboxes, in the server's order. */
export function RoleCheckboxes({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: readonly StaffRoleName[];
  onChange: (roles: StaffRoleName[]) => void;
}) {
  return (
    <fieldset className="staff-roles">
      <legend>{legend}</legend>
      {STAFF_ROLE_NAMES.map((role) => (
        <label key={role} className="staff-roles__role">
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(event) => onChange(STAFF_ROLE_NAMES.filter((name) => (name === role ? event.target.checked : value.includes(name))))}
          />
          {role}
        </label>
      ))}
    </fieldset>
  );
}
