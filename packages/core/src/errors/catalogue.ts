import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { addListener } from '@reduxjs/toolkit';
import type { ApiExtra } from '../api/base-query';
import { SESSION_EXPIRED_TOAST_MS, TOAST_MS } from '../site/constants';
import type { ModalState } from '../store/modal-slice';
import { openModal } from '../store/modal-slice';
import { logout } from '../store/session-slice';
import { addToast } from '../store/toasts-slice';
import { loginLocation } from '../theme/login-location';
import type { TemplateId } from '../theme/manifest';
import type { Classification, StatusLike } from './classify';
import { classify } from './classify';

/** The parts of the state the catalogue reads. */
export interface CatalogueState {
  session: { isAuthenticated: boolean };
  layout: { template: TemplateId | null; site?: { currency: string } | null };
  modal: ModalState;
}

type CatalogueThunk<R> = ThunkAction<R, CatalogueState, ApiExtra, UnknownAction>;

/** How an error is shown: the error modal (default) or a 3-second toast. */
export type ErrorPresentation = 'modal' | 'toast';

/** Session expiry: log out, warn for 10 s at bottom-right, go to the template's login location. */
export const expireSession =
  (): CatalogueThunk<void> =>
  (dispatch, getState, { services }) => {
    const { session, layout } = getState();
    // Several calls can fail with the same expiry; only the first one acts.
    if (!session.isAuthenticated) return;
    dispatch(logout());
    dispatch(
      addToast({
        variant: 'warning',
        title: services.t('invalidSession'),
        text: services.t('sessionExpired'),
        durationMs: SESSION_EXPIRED_TOAST_MS,
        position: 'bottom-right',
      }),
    );
    const location = layout.template ? loginLocation(layout.template) : { path: '/login' as const };
    services.navigate(location.path);
    if ('modal' in location) {
      const { modal, delayMs } = location;
      setTimeout(() => dispatch(openModal({ id: modal })), delayMs);
    }
  };

/** Applies the error catalogue to a failed answer and returns what it decided. */
export const applyCatalogue =
  (status: StatusLike, presentation: ErrorPresentation = 'modal'): CatalogueThunk<Classification> =>
  (dispatch, getState, { services }) => {
    const currency = getState().layout.site?.currency;
    const result = classify(status, (key, params) => services.t(key, params), currency);
    if (result.kind === 'sessionExpired') dispatch(expireSession());
    if (result.kind === 'logOnly') services.log('[api]', result.message, status.statusCode);
    if (result.kind === 'error') {
      const title = services.t('errorTitle');
      dispatch(
        presentation === 'toast'
          ? addToast({ variant: 'error', title, text: result.text, durationMs: TOAST_MS })
          : openModal({ id: 'error', title, text: result.text }),
      );
    }
    return result;
  };

const addCatalogueListener = addListener.withTypes<CatalogueState>();

/** The login forms' handler: applies the catalogue and resolves once the error modal has closed. */
export const handleLoginError =
  (status: StatusLike): CatalogueThunk<Promise<void>> =>
  (dispatch, getState) => {
    const result = dispatch(applyCatalogue(status));
    if (result.kind !== 'error') return Promise.resolve();
    const shown = getState().modal.open;
    return new Promise<void>((resolve) => {
      dispatch(
        addCatalogueListener({
          // Closed or replaced by another modal: either way the player has left the error.
          predicate: (_action, state) => state.modal.open !== shown,
          effect: (_action, listenerApi) => {
            listenerApi.unsubscribe();
            resolve();
          },
        }),
      );
    });
  };
