import { Link } from 'react-router-dom';

/** A screen that crashed (or a chunk that failed to load after a deploy) gets a way out. */
export function RouteErrorPage() {
  return (
    <div className="ui-page ui-container shell-error" role="alert">
      <h1>Something went wrong</h1>
      <p>Please reload the page. If it keeps happening, try again in a few minutes.</p>
      <p>
        <button type="button" className="ui-btn ui-btn--primary" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <Link to="/">Go to Home</Link>
      </p>
    </div>
  );
}
