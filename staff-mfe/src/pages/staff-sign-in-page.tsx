import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { signInStaff, submitStaffCode } from '@chalein/shared/api/staff-session';
import { TextField } from '@chalein/shared/ui/text-field';
import { readReturnPath } from '../lib/staff-session';

// Email and password, then the authenticator's code. Any refusal shows the server's own words, which are the same
// for an unknown email, a wrong password and a wrong code, so the page says no more than the server does.

type Step = 'password' | 'code';

export function StaffSignInPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setRefusal(null);
    const call =
      step === 'password'
        ? signInStaff(email, password).then(() => setStep('code'))
        : submitStaffCode(code).then(() => navigate(readReturnPath(search), { replace: true }));
    call
      .catch((error: unknown) => {
        setRefusal(error instanceof ApiError ? error.message : 'Signing in failed. Please try again.');
        // a refused code ends the half-made session on the server: the next try starts again from the password
        if (step === 'code' && error instanceof ApiError && error.status === 401) setStep('password');
        setCode('');
      })
      .finally(() => setSending(false));
  };

  return (
    <section className="staff-card" aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title">Staff sign-in</h1>
      {refusal ? (
        <p className="staff-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <form onSubmit={send} noValidate>
        {step === 'password' ? (
          <>
            <TextField label="Email" name="email" type="email" autoComplete="username" required value={email} onChange={setEmail} />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
            />
          </>
        ) : (
          <TextField
            label="Code from your authenticator app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, ''))}
            hint="Six digits; it changes every 30 seconds."
          />
        )}
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Checking...' : step === 'password' ? 'Continue' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}
