import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isApiFailure } from '../api/failure';
import { settingsApi } from '../api/settings';
import type { CmsPage, StartupResponse } from '../contract';
import { cmsPages, STATUS_OK } from '../contract/constants';
import { resolveTheme } from '../theme/manifest';
import type { ThemeResolution } from '../theme/manifest';
import type { LayoutState } from './persisted-schema';
import { HOT_CATEGORY } from '../site/menu-filter';

export type { LayoutState } from './persisted-schema';
export type LayoutStatus = LayoutState['status'];

const noCms = Object.fromEntries(cmsPages.map((p) => [p, false])) as Record<CmsPage, boolean>;

/** Layout before startup answered. */
export const initialLayoutState: LayoutState = {
  message: '',
  template: null,
  maintenance: null,
  language: null,
  content: null,
  accountList: [],
  site: null,
  cms: null,
  cms_status: noCms,
  provider_count: [],
  aff_domain: '',
  show_preloader: false,
  hasHotGames: false,
  show_bf_ann_modal: false,
  show_app_download: false,
  show_download_bar: false,
  live_chat: null,
  themeColor: null,
  themeError: null,
  status: 'idle',
  top10: null,
};

/** Hot games show when startup lists the hot category, with providers or as a game-menu tab. */
const hasHotGames = (answer: StartupResponse): boolean =>
  (answer.provider_count ?? []).some((p) => p.category === HOT_CATEGORY && p.count > 0) ||
  (answer.content?.game_menu ?? []).some((g) => g.category === HOT_CATEGORY);

/**
 * What the startup answer turns the page into: maintenance, an invalid theme, or the whole site.
 * `resolved` is the theme check where the caller made it already (the server, for the templates
 * its build carries); without it the answer's theme is checked against every template.
 */
export function layoutFromStartup(
  answer: StartupResponse,
  resolved: ThemeResolution = resolveTheme(answer.site?.theme_code, answer.site?.theme_color),
): LayoutState {
  if (answer.maintenance?.is_maintenance)
    return { ...initialLayoutState, maintenance: answer.maintenance, status: 'maintenance' };

  if (!resolved.ok)
    return {
      ...initialLayoutState,
      themeError: resolved.error,
      message: resolved.error,
      status: 'error',
    };

  const s = answer.site;
  return {
    ...initialLayoutState,
    // The operator's notice; a success answer's statusMessage ("OK") is no notice.
    message: answer.message ?? '',
    template: resolved.theme.templateId,
    themeColor: resolved.color,
    maintenance: answer.maintenance ?? null,
    language: answer.language ?? null,
    content: answer.content ?? null,
    site: s ?? null,
    provider_count: answer.provider_count ?? [],
    aff_domain: answer.aff_domain ?? '',
    live_chat: answer.live_chat ?? null,
    hasHotGames: hasHotGames(answer),
    show_preloader: s?.show_preloader ?? false,
    show_bf_ann_modal: s?.show_bf_ann_modal ?? false,
    show_app_download: s?.show_app_download ?? false,
    show_download_bar: s?.show_download_bar ?? false,
    status: 'ready',
  };
}

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: initialLayoutState,
  reducers: {
    /** Back to the layout before startup. */
    resetLayout: () => initialLayoutState,
    /** A startup answer whose theme was checked already (`resolveTheme` with the app's templates). */
    startupResolved: (
      _state: LayoutState,
      { payload }: PayloadAction<{ answer: StartupResponse; theme: ThemeResolution }>,
    ): LayoutState => layoutFromStartup(payload.answer, payload.theme),
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(settingsApi.endpoints.getStartup.matchPending, (state) => {
        state.status = 'loading';
      })
      .addMatcher(settingsApi.endpoints.getStartup.matchFulfilled, (_state, { payload }) =>
        layoutFromStartup(payload),
      )
      .addMatcher(settingsApi.endpoints.getStartup.matchRejected, (state, action) => {
        if (!action.meta.rejectedWithValue) return state;
        const failure = isApiFailure(action.payload) ? action.payload : undefined;
        const message = failure?.message ?? failure?.statusMessage ?? failure?.statusDetail ?? '';
        return { ...initialLayoutState, message, status: 'error' };
      })
      .addMatcher(settingsApi.endpoints.getSocialAccounts.matchFulfilled, (state, { payload }) => {
        state.accountList = payload.accountList ?? [];
      })
      .addMatcher(settingsApi.endpoints.getSiteInfo.matchFulfilled, (state, { payload }) => {
        if (!payload.cms) return;
        // Stored as received: SafeHtml sanitizes at the one place a body is rendered, which keeps
        // DOMPurify off the first load.
        state.cms = payload.cms;
        state.cms_status = Object.fromEntries(
          cmsPages.map((p) => [p, payload.cms?.[`${p}_status`] ?? false]),
        ) as Record<CmsPage, boolean>;
      })
      .addMatcher(settingsApi.endpoints.getTop10.matchFulfilled, (state, { payload }) => {
        if (payload.statusCode !== STATUS_OK) return;
        state.top10 = {
          withrawal: payload.withrawal ?? [],
          winner: payload.winner ?? [],
          hour_withdrawal: payload.hour_withdrawal ?? 0,
          registered_player: payload.registered_player ?? 0,
          active_player: payload.active_player ?? 0,
          deposited_player: payload.deposited_player ?? 0,
        };
      });
  },
});

export const { resetLayout, startupResolved } = layoutSlice.actions;

type WithLayout = { layout: LayoutState };
/** The whole layout and site settings. */
export const selectLayout = (state: WithLayout): LayoutState => state.layout;
/** The template id the site uses, or null before startup. */
export const selectTemplate = (state: WithLayout): LayoutState['template'] => state.layout.template;
/** The site record of startup, or null. */
export const selectSite = (state: WithLayout): LayoutState['site'] => state.layout.site;
/**
 * The operator's announcement (startup's `message`) when the site turns on `show_bf_ann_modal`,
 * or null: off, blank, or the site is not up.
 */
export const selectAnnouncement = (state: WithLayout): string | null => {
  const { status, show_bf_ann_modal, message } = state.layout;
  const text = message.trim();
  return status === 'ready' && show_bf_ann_modal && text ? text : null;
};
/** Startup's progress: idle, loading, ready, maintenance or error. */
export const selectLayoutStatus = (state: WithLayout): LayoutStatus => state.layout.status;
