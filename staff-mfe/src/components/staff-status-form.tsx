import { useState, type FormEvent } from 'react';
import { formatStatus } from '../lib/staff-inbox-format';

// A record's status, changed by choosing the new one and saving it (a message's, a job application's). Save stays
// off until another status is chosen, and while the change is on its way.

export function StaffStatusForm<Status extends string>({
  current,
  statuses,
  onSave,
}: {
  current: Status;
  statuses: readonly Status[];
  /** sends the change; the form waits for it before Save can be pressed again */
  onSave: (status: Status) => Promise<unknown>;
}) {
  const [chosen, setChosen] = useState<Status>(current);
  const [busy, setBusy] = useState(false);
  const save = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void onSave(chosen).finally(() => setBusy(false));
  };
  return (
    <form className="staff-form" onSubmit={save}>
      <label className="staff-form__field">
        <span>New status</span>
        <select
          name="status"
          value={chosen}
          onChange={(event) => setChosen(statuses.find((status) => status === event.target.value) ?? current)}
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {formatStatus(status)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--small" disabled={busy || chosen === current}>
        Save status
      </button>
    </form>
  );
}
