import { Link } from 'react-router-dom';
import { listAllowedNavigation } from '../lib/staff-navigation';
import { StaffConsoleLayout, useStaffMe } from '../lib/staff-session';

function StaffHome() {
  const me = useStaffMe();
  const pages = listAllowedNavigation(me.roles);
  return (
    <section aria-labelledby="staff-home-title">
      <h1 id="staff-home-title">Staff console</h1>
      <p>Welcome, {me.name}.</p>
      {pages.length > 0 ? (
        <ul className="staff-home__pages">
          {pages.map((item) => (
            <li key={item.path}>
              <Link to={item.path}>{item.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>No console page is open to your roles yet. Ask an admin if your work needs one.</p>
      )}
    </section>
  );
}

/** /staff: the pages the signed-in person's roles open. */
export function StaffHomePage() {
  return (
    <StaffConsoleLayout>
      <StaffHome />
    </StaffConsoleLayout>
  );
}
