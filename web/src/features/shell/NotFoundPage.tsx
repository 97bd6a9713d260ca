/** /404/{type} and every unmatched path, with the spec's texts and a Go Home link. */
import { Link, useLocation, useParams } from 'react-router-dom';
import { messages } from '@configurator/core';
import './shell.css';
import { usePageTitle } from '../session/use-page-title.ts';

const textByType: Record<string, string> = {
  order: messages.notFoundOrder,
  admin: messages.notFoundAdmin,
};

export function notFoundText(type: string | undefined, pathname: string): string {
  if (type && textByType[type]) return textByType[type];
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return messages.notFoundAdmin;
  return messages.notFoundGeneric;
}

export function NotFoundPage({ type }: { type?: string }) {
  const params = useParams();
  const location = useLocation();
  const text = notFoundText(type ?? params.type, location.pathname);
  usePageTitle('Not found');
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="not-found-text">{text}</p>
      <Link className="btn btn-primary" to="/">
        Go Home
      </Link>
    </div>
  );
}

export { NotFoundPage as Component };
