import type { AnchorHTMLAttributes, Ref } from 'react';
import type { To } from 'react-router';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state handed to the next page. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link the router follows without reloading the page: the router's href and click handling
 * (modifier keys, `target`, a link to the current page replacing it), as react-router's `Link`.
 * The app's own, because react-router's carries the framework mode's route prefetching, which a
 * data router never uses, into every page's first load.
 */
export function Link({ to, replace, state, target, onClick, ...props }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

export interface NavLinkProps extends LinkProps {
  /** Current only on this very path, not on the paths below it. */
  end?: boolean;
}

/**
 * Whether a link to `target` names the page at `pathname`: the same path, or, unless `end`, a
 * path below it. Case-insensitive, as react-router's `NavLink` compares them.
 */
export function isCurrentPath(pathname: string, target: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const to = target.toLowerCase();
  if (here === to) return true;
  if (end || to === '/') return false;
  const base = to.endsWith('/') ? to.slice(0, -1) : to;
  return here.startsWith(`${base}/`);
}

/** A `Link` that marks the current page with `aria-current="page"`, as react-router's `NavLink`. */
export function NavLink({ end, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const current = isCurrentPath(pathname, target, end);
  return <Link aria-current={current ? 'page' : undefined} {...props} />;
}
