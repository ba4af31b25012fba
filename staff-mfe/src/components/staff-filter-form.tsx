import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

// The filters above an inbox's list. What a person chose is the address's query (so a view can be sent to a
// colleague as it is); Show puts the form's values there, dropping the paging, since a new filter starts again
// from the first page.

export interface StaffFilterOption {
  value: string;
  label: string;
}

export interface StaffFilterField {
  /** the query parameter */
  name: string;
  label: string;
  type: 'search' | 'date' | 'select';
  /** a select's choices; an 'Any' choice (no filter) comes first */
  options?: readonly StaffFilterOption[];
  anyLabel?: string;
}

export function StaffFilterForm({
  label,
  fields,
  submitLabel,
}: {
  label: string;
  fields: readonly StaffFilterField[];
  submitLabel: string;
}) {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, params.get(field.name) ?? ''])),
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const field of fields) {
      const value = (values[field.name] ?? '').trim();
      if (value !== '') next.set(field.name, value);
    }
    setParams(next);
  };
  const change = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <form className="staff-filters" onSubmit={apply} aria-label={label} role="search">
      {fields.map((field) => (
        <label key={field.name} className="staff-filters__field">
          <span>{field.label}</span>
          {field.type === 'select' ? (
            <select name={field.name} value={values[field.name]} onChange={(event) => change(field.name, event.target.value)}>
              <option value="">{field.anyLabel ?? 'Any'}</option>
              {(field.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              name={field.name}
              type={field.type}
              maxLength={field.type === 'search' ? 100 : undefined}
              value={values[field.name]}
              onChange={(event) => change(field.name, event.target.value)}
            />
          )}
        </label>
      ))}
      <button type="submit" className="button button--small">
        {submitLabel}
      </button>
    </form>
  );
}

/** Remounts the form when the address's filters change (Back, a shared link), so its fields show them. */
export function readFilterKey(params: URLSearchParams, fields: readonly StaffFilterField[]): string {
  return fields.map((field) => params.get(field.name) ?? '').join('|');
}

/** The CSV export of what the filters match: a plain download of the server's export address. */
export function StaffExportLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="staff-export">
      <a className="button button--small button--secondary" href={href} download>
        {label}
      </a>
    </p>
  );
}
