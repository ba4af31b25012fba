import { Link } from 'react-router-dom';

/** What an unknown job id, or a slug that does not match it, shows: plainly not found, with the way back. */
export function JobNotFound() {
  return (
    <div className="status job-not-found" role="alert">
      <h1 className="job-not-found__title">We couldn't find this job</h1>
      <p>The link may be old or mistyped, or the role may have been filled.</p>
      <Link to="/jobs" className="button">
        See all open roles
      </Link>
    </div>
  );
}
