import { Fragment } from 'react';
import { ApiError } from '@chalein/shared/api/client';
import { useSignInOnExpiry } from '../lib/staff-session';

// What a person's last action on a record came to: said politely when it worked, as an alert when it did not.

export interface StaffOutcome {
  message: string;
  failed?: boolean;
}

/** A failed write in the server's words (a 409, a 404, a refused field), or a plain retry request. */
function describeFailedWrite(error: unknown): StaffOutcome {
  return { message: error instanceof ApiError ? error.message : 'That did not work. Please try again.', failed: true };
}

/**
 * What a page does with a failed write: a session that ended meanwhile (401) sends the person to sign in and back
 * here; any failure is also described, for the page to show.
 */
export function useDescribeFailedWrite(): (error: unknown) => StaffOutcome {
  const signInOnExpiry = useSignInOnExpiry();
  return (error) => {
    signInOnExpiry(error);
    return describeFailedWrite(error);
  };
}

export function StaffOutcomeNotice({ outcome }: { outcome: StaffOutcome | null }) {
  if (!outcome) return null;
  return (
    <p className={outcome.failed ? 'staff-outcome staff-outcome--failed' : 'staff-outcome'} role={outcome.failed ? 'alert' : 'status'}>
      {outcome.message}
    </p>
  );
}

/** A record's fields as a definition list; a field with no value (null, empty) is left out. */
export function StaffFieldList({ fields }: { fields: readonly (readonly [string, string | null | undefined])[] }) {
  return (
    <dl className="staff-fields">
      {fields
        .filter((field): field is readonly [string, string] => typeof field[1] === 'string' && field[1] !== '')
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
