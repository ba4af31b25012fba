import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** The router's error screen: a page that threw while rendering, or the router's own 4xx errors. */
export function RouteErrorPage() {
  const error = useRouteError();
  let detail: string;
  if (isRouteErrorResponse(error)) {
    detail = error.status === 404 ? 'No route matches URL' : `${error.status} ${error.statusText}`;
  } else {
    detail = error instanceof Error ? error.message : 'Something went wrong.';
  }
  console.error(error);
  return (
    <section className="route-error" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
      <Link to="/" className="button">
        Back to Home
      </Link>
    </section>
  );
}
