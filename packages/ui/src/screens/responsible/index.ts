export { BreakSection } from './break-section';
export { RealityCheckSection } from './reality-check-section';
export { REALITY_CHECK_MODAL_ID, RealityCheckActions, RealityCheckTimer } from './reality-check';
export { ResponsibleSafetyScreen } from './safety-screen';
