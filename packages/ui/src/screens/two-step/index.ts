export { TwoStepCard } from './two-step-card';
export { useStepUp } from './step-up';
