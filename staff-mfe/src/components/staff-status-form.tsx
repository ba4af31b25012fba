import { useState, type FormEvent } from 'react';
import { formatStatus } from '../lib/staff-inbox-format';

// A record's status, changed by choosing the new one and saving it (a message's, a job application's). Save stays
// off until another status is chosen, and while the change is on its way. A record may add one choice that goes
// with some statuses (a job application: tell the applicant of a shortlist or a rejection); it starts unticked and
// is shown, and sent, only with those statuses.

export interface StatusChoice<Status extends string> {
  label: string;
  /** the statuses it goes with */
  shownFor: readonly Status[];
}

export function StaffStatusForm<Status extends string>({
  current,
  statuses,
  choice,
  onSave,
}: {
  current: Status;
  statuses: readonly Status[];
  choice?: StatusChoice<Status>;
  /** sends the change (and whether the choice was ticked); the form waits for it before Save can be pressed again */
  onSave: (status: Status, chosen: boolean) => Promise<unknown>;
}) {
  const [chosen, setChosen] = useState<Status>(current);
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  const choiceShown = choice !== undefined && choice.shownFor.includes(chosen);
  const save = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void onSave(chosen, choiceShown && ticked).finally(() => setBusy(false));
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
      {choiceShown ? (
        <label className="staff-form__check">
          <input type="checkbox" name="choice" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
          {choice.label}
        </label>
      ) : null}
      <button type="submit" className="button button--small" disabled={busy || chosen === current}>
        Save status
      </button>
    </form>
  );
}
