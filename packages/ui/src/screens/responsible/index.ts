export { ResponsibleGamingScreen } from './responsible-gaming-screen';
export { LimitsSection } from './limits-section';
export { LimitRow, limitProblem } from './limit-row';
export type { LimitRowProps } from './limit-row';
export { BreakSection } from './break-section';
export { RealityCheckSection } from './reality-check-section';
export { REALITY_CHECK_MODAL_ID, RealityCheckActions, RealityCheckTimer } from './reality-check';
export { RgInfoPanel } from './rg-info-panel';
export type { RgInfoPanelProps } from './rg-info-panel';
