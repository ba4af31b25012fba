import { SelectField } from '@chalein/shared/ui/select-field';
import { TextField } from '@chalein/shared/ui/text-field';

// A reason from a fixed list and a note, as every staff decision that refuses or undoes something asks for it (a
// document's or a registration's rejection, a refund). A reason that says nothing by itself ('other') needs the note.

export interface ReasonChoice {
  code: string;
  label: string;
  noteRequired: boolean;
}

export interface ReasonValue {
  reason: string;
  note: string;
}

export const EMPTY_REASON: ReasonValue = { reason: '', note: '' };

export const REASON_MISSING = 'Choose a reason.';
export const NOTE_MISSING = 'Write a note saying why: this reason needs one.';

/** What is wrong with a reason and note before they are sent, by field; empty when they can go. */
export function findReasonProblems(choices: readonly ReasonChoice[], value: ReasonValue): Partial<Record<keyof ReasonValue, string>> {
  const choice = choices.find((candidate) => candidate.code === value.reason);
  if (!choice) return { reason: REASON_MISSING };
  if (choice.noteRequired && value.note.trim() === '') return { note: NOTE_MISSING };
  return {};
}

/** The request's reason and note, without an empty note. */
export function readReasonBody(value: ReasonValue): { reason: string; note?: string } {
  const note = value.note.trim();
  return note === '' ? { reason: value.reason } : { reason: value.reason, note };
}

interface ReasonFieldsProps {
  /** names the fields apart from others on the page (each document has its own) */
  name: string;
  label: string;
  choices: readonly ReasonChoice[];
  value: ReasonValue;
  onChange: (value: ReasonValue) => void;
  errors: Partial<Record<keyof ReasonValue, string>>;
  disabled?: boolean;
}

export function ReasonFields({ name, label, choices, value, onChange, errors, disabled }: ReasonFieldsProps) {
  const noteRequired = choices.find((choice) => choice.code === value.reason)?.noteRequired ?? false;
  return (
    <>
      <SelectField
        label={label}
        name={`${name}-reason`}
        placeholder="Choose a reason"
        options={choices.map(({ code, label: words }) => ({ value: code, label: words }))}
        value={value.reason}
        onChange={(reason) => onChange({ ...value, reason })}
        error={errors.reason}
        disabled={disabled}
      />
      <TextField
        multiline
        label={noteRequired ? 'Note (required for this reason)' : 'Note (optional)'}
        name={`${name}-note`}
        rows={2}
        maxLength={500}
        value={value.note}
        onChange={(note) => onChange({ ...value, note })}
        error={errors.note}
        disabled={disabled}
      />
    </>
  );
}
