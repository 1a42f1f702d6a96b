export { clockRoutes } from './control';
export { movableClock } from './clock';
export type { MovableClock } from './clock';
export { allLimits, enforceLimits, readLimits, usedCents } from './limits';
export type { LimitContext, LimitedAction } from './limits';
export { DEFAULT_LIMIT_POLICY } from './policy';
export type { LimitPolicy } from './policy';
export { RESPONSIBLE_SCHEMA } from './schema';
export { responsibleRoutes } from './routes';
