export * from './date-range';
