import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { renderSVG } from 'uqr';
import { ApiError } from '@chalein/shared/api/client';
import { completeStaffSetup, startStaffSetup } from '@chalein/shared/api/staff-session';
import type { StaffTotpEnrolment } from '@chalein/shared/api/staff-types';
import { TextField } from '@chalein/shared/ui/text-field';
import '../styles/staff.css';

// The one-time setup link: choose a password, add the account to an authenticator app (a QR code drawn here, in the
// browser, so the secret never leaves for a QR service; and the secret as text to type in), then prove it with a
// code. The link's token is in the fragment (#token=...), which no server log or Referer sees; ?token= works too.

export const MIN_PASSWORD_LENGTH = 12;

/** The link's token, from the fragment or the query. */
export function readSetupToken(hash: string, search: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token') ?? '';
}

/** The secret in groups of four, as authenticator apps show it and people type it. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function EnrolmentQrCode({ uri }: { uri: string }) {
  const svg = renderSVG(uri, { border: 2 });
  return (
    <img
      className="staff-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code to scan with your authenticator app"
      width={200}
      height={200}
    />
  );
}

export function StaffSetupPage() {
  const { hash, search } = useLocation();
  const token = readSetupToken(hash, search);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<StaffTotpEnrolment | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<{ form?: string; password?: string; code?: string }>({});

  if (token === '') {
    return (
      <section className="staff-card" aria-labelledby="staff-setup-title">
        <h1 id="staff-setup-title">Set up your staff account</h1>
        <p role="alert">This page needs the setup link an admin gave you. Open that link, or ask an admin for a new one.</p>
      </section>
    );
  }

  const refuse = (error: unknown) => {
    if (error instanceof ApiError) setErrors({ form: error.message, ...error.fieldErrors });
    else setErrors({ form: 'The setup could not be sent. Please try again.' });
  };

  const choosePassword = (event: FormEvent) => {
    event.preventDefault();
    if ([...password].length < MIN_PASSWORD_LENGTH) {
      setErrors({ password: `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.` });
      return;
    }
    setSending(true);
    setErrors({});
    startStaffSetup(token, password)
      .then(setEnrolment, refuse)
      .finally(() => setSending(false));
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!enrolment) return;
    setSending(true);
    setErrors({});
    completeStaffSetup({ token, password, secret: enrolment.secret, code })
      .then((done) => setEmail(done.email), refuse)
      .finally(() => setSending(false));
  };

  return (
    <section className="staff-card" aria-labelledby="staff-setup-title">
      <h1 id="staff-setup-title">Set up your staff account</h1>
      {errors.form && !errors.password && !errors.code ? (
        <p className="staff-refusal" role="alert">
          {errors.form}
        </p>
      ) : null}
      {email !== null ? (
        <div role="status">
          <p>
            Your account <strong>{email}</strong> is ready.
          </p>
          <Link className="button" to="/staff/sign-in">
            Sign in
          </Link>
        </div>
      ) : enrolment ? (
        <form onSubmit={confirm} noValidate>
          <h2>Add Chalein to your authenticator app</h2>
          <p>Scan this code with your authenticator app, or type in the key below.</p>
          <EnrolmentQrCode uri={enrolment.otpauthUri} />
          <p>
            Key: <code className="staff-secret">{groupSecret(enrolment.secret)}</code>
          </p>
          <TextField
            label="Code from your authenticator app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            error={errors.code}
            onChange={(value) => setCode(value.replace(/\D/g, ''))}
          />
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Checking...' : 'Finish setup'}
          </button>
        </form>
      ) : (
        <form onSubmit={choosePassword} noValidate>
          <TextField
            label="Choose a password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            onChange={setPassword}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters. A long phrase of unrelated words is easy to remember and hard to guess.`}
          />
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Checking...' : 'Continue'}
          </button>
        </form>
      )}
    </section>
  );
}
