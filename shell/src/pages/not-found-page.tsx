import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code">#404</p>
      <h1 id="not-found-title">you are lost!</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p className="not-found__detail">
        No route matches URL <code>{pathname}</code>
      </p>
      <Link to="/" className="button">
        GO BACK
      </Link>
    </section>
  );
}
