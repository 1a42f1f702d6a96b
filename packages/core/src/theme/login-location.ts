import { LOGIN_MODAL_DELAY_MS } from '../site/constants';
import type { TemplateId } from './manifest';
import { themeByTemplate } from './manifest';

/** Where a template sends a player who must sign in. */
export type LoginLocation =
  { path: '/login' } | { path: '/'; modal: 'loginmodal' | 'modal-signin'; delayMs: number };

/** `/login` for page templates; `/` plus the login modal (after 1000 ms) for modal templates. */
export function loginLocation(templateId: TemplateId): LoginLocation {
  const { loginMode } = themeByTemplate(templateId);
  if (loginMode === 'page') return { path: '/login' };
  return { path: '/', modal: loginMode, delayMs: LOGIN_MODAL_DELAY_MS };
}
