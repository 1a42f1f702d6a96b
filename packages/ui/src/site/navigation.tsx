import { openModal, selectTemplate, useAppDispatch, useAppSelector } from '@playfront/core/store';
import { loginLocation } from '@playfront/core/theme';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from './language';
import type { LinkProps, NavLinkProps } from './link';
import { Link, NavLink } from './link';

/** A link to a site path in the page's language (`/slots` becomes `/cn/slots` on a Chinese page). */
export function LocalLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const { localize } = useLanguage();
  return <Link {...props} to={localize(to)} />;
}

/** NavLink counterpart of LocalLink: marks the current page with aria-current. */
export function LocalNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: string }) {
  const { localize } = useLanguage();
  return <NavLink {...props} to={localize(to)} />;
}

/**
 * Opens sign-in the template's way: its login page (returning here afterwards) or its login
 * modal (`loginmodal` / `modal-signin`).
 */
export function useLoginAction(): () => void {
  const template = useAppSelector(selectTemplate);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { localize } = useLanguage();
  return useCallback(() => {
    const location = template ? loginLocation(template) : ({ path: '/login' } as const);
    if ('modal' in location) {
      dispatch(openModal({ id: location.modal }));
      return;
    }
    void navigate(`${localize('/login')}?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
  }, [template, dispatch, navigate, localize, pathname, search]);
}
