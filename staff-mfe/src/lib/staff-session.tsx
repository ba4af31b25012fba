import { createContext, useContext, useState, type ReactNode } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { getStaffMe, signOutStaff } from '@chalein/shared/api/staff-session';
import type { StaffMe, StaffRoleName } from '@chalein/shared/api/staff-types';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { listAllowedNavigation } from './staff-navigation';
import '../styles/staff.css';

// The signed-in console's frame: who is signed in, the navigation their roles allow, sign-out, and what a refusal
// means (401: sign in again and come back here; 403: a page saying their roles do not allow it).

const StaffMeContext = createContext<StaffMe | null>(null);

/** The signed-in person; only inside StaffConsoleLayout. */
export function useStaffMe(): StaffMe {
  const me = useContext(StaffMeContext);
  if (!me) throw new Error('useStaffMe is used outside StaffConsoleLayout');
  return me;
}

/** Where sign-in sends the person back to afterwards: a console address only, never another site. */
export function readReturnPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/staff') && !next.startsWith('//') ? next : '/staff';
}

/** The sign-in page's address that returns to `path` afterwards. */
export function buildSignInPath(path: string): string {
  return `/staff/sign-in?next=${encodeURIComponent(path)}`;
}

export const FORBIDDEN_TITLE = 'Your roles do not allow this page';

export function ForbiddenNotice() {
  return (
    <section className="staff-notice" aria-labelledby="staff-forbidden-title">
      <h1 id="staff-forbidden-title">{FORBIDDEN_TITLE}</h1>
      <p>Ask an admin for the role this work needs. The pages your roles allow are in the navigation.</p>
    </section>
  );
}

/**
 * A failed staff call: a 401 sends the person to sign in (coming back here after), a 403 shows the forbidden page,
 * anything else the server's message with Retry.
 */
export function StaffCallError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { pathname, search } = useLocation();
  if (error instanceof ApiError && error.status === 401) return <Navigate to={buildSignInPath(`${pathname}${search}`)} replace />;
  if (error instanceof ApiError && error.status === 403) return <ForbiddenNotice />;
  return <ErrorState message={error.message} onRetry={onRetry} />;
}

/**
 * For an action's failure (a write): a 401 sends the person to sign in, coming back here afterwards, and answers
 * true; anything else answers false, for the page to show.
 */
export function useSignInOnExpiry(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (error) => {
    if (!(error instanceof ApiError) || error.status !== 401) return false;
    navigate(buildSignInPath(`${pathname}${search}`), { replace: true });
    return true;
  };
}

function StaffHeader({ me }: { me: StaffMe }) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = () => {
    setSigningOut(true);
    // a session the server already ended is signed out all the same
    void signOutStaff()
      .catch(() => undefined)
      .finally(() => navigate('/staff/sign-in', { replace: true }));
  };
  return (
    <header className="staff-header">
      <a className="staff-header__home" href="/staff">
        Chalein staff
      </a>
      <nav aria-label="Staff console">
        <ul className="staff-nav">
          {listAllowedNavigation(me.roles).map((item) => (
            <li key={item.path}>
              <NavLink to={item.path}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="staff-header__who">
        Signed in as <strong>{me.name}</strong> <span className="staff-header__roles">({me.roles.join(', ')})</span>
      </p>
      <button type="button" className="button button--small button--secondary" onClick={signOut} disabled={signingOut}>
        {signingOut ? 'Signing out...' : 'Sign out'}
      </button>
    </header>
  );
}

/**
 * The signed-in console around a page. `roles`: who may open it (any signed-in person without); anyone else sees
 * the forbidden page, as they would from the server's 403.
 */
export function StaffConsoleLayout({ roles, children }: { roles?: readonly StaffRoleName[]; children: ReactNode }) {
  const me = useAsyncData(getStaffMe, 'staff-me');
  if (me.status === 'loading') return <LoadingState />;
  if (me.status === 'error') return <StaffCallError error={me.error} onRetry={me.reload} />;
  const allowed = !roles || roles.some((role) => me.data.roles.includes(role));
  return (
    <StaffMeContext.Provider value={me.data}>
      <StaffHeader me={me.data} />
      <div className="staff-content">{allowed ? children : <ForbiddenNotice />}</div>
    </StaffMeContext.Provider>
  );
}
