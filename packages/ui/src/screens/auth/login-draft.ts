import type { AppStore } from '@playfront/core/store';

/** What the player typed into a sign-in form, kept while an error modal replaces the login modal. */
export interface LoginDraft {
  mode: 'password' | 'code';
  account_id: string;
  password: string;
  /** Whether a login code was already sent (the code step shows again). */
  codeSent: boolean;
}

// Kept beside the store, not in it: a password never enters Redux state or its dev tools.
const drafts = new WeakMap<AppStore, LoginDraft>();

/** Remembers a draft for the next login modal of this store. */
export const keepDraft = (store: AppStore, draft: LoginDraft): void => {
  drafts.set(store, draft);
};
/** The remembered draft, if any. */
export const readDraft = (store: AppStore): LoginDraft | undefined => drafts.get(store);
/** Forgets the remembered draft. */
export const dropDraft = (store: AppStore): void => {
  drafts.delete(store);
};
