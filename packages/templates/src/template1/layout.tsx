import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function Layout({ siteName, children }: { siteName: string; children: ReactNode }) {
  return (
    <div className="t1-shell">
      <header className="t1-header">
        <Link to="/" className="t1-logo">
          {siteName}
        </Link>
        <nav aria-label="Main" className="t1-nav">
          <Link to="/slots">Slots</Link>
          <Link to="/casino">Casino</Link>
          <Link to="/sports">Sports</Link>
        </nav>
      </header>
      {children}
      <footer className="t1-footer">
        <small>© {siteName}. Play responsibly.</small>
      </footer>
    </div>
  );
}
