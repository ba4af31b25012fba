import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code">#404</p>
      <h1 id="not-found-title">you are lost!</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="button">
        GO BACK
      </Link>
    </section>
  );
}
