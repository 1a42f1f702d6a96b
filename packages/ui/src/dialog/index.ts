export { ConfirmDialog, FOCUS_RESTORE_DELAY_MS } from './confirm-dialog';
export type { ConfirmDialogProps, DialogResult } from './confirm-dialog';
