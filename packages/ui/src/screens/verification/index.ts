export { VerificationScreen } from './verification-screen';
export { VerificationRefusal, VerificationSummary } from './verification-status';
