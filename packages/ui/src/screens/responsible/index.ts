export { ResponsibleGamingScreen } from './responsible-gaming-screen';
export { LimitsSection } from './limits-section';
export { LimitRow, limitProblem } from './limit-row';
export type { LimitRowProps } from './limit-row';
