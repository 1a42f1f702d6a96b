import { DEFAULT_COOLING_OFF_HOURS, DEFAULT_OPERATOR_TIME_ZONE } from '@playfront/core/responsible';

/** The operator's rules for limits. */
export interface LimitPolicy {
  /** IANA time zone the daily, weekly and monthly periods reset in. Default Asia/Manila. */
  timeZone: string;
  /** Hours a raise or removal waits. Default 24. */
  coolingOffHours: number;
}

export const DEFAULT_LIMIT_POLICY: LimitPolicy = {
  timeZone: DEFAULT_OPERATOR_TIME_ZONE,
  coolingOffHours: DEFAULT_COOLING_OFF_HOURS,
};
