import type { ApiFailure } from '@playfront/core/api';
import { handleLoginError } from '@playfront/core/errors';
import {
  closeModal,
  openModal,
  selectOpenModal,
  useAppDispatch,
  useAppStore,
} from '@playfront/core/store';
import { useEffect, useState } from 'react';
import type { LoginDraft } from './login-draft';
import { dropDraft, keepDraft, readDraft } from './login-draft';
import { LoginForm } from './login-form';

/** Body of the `loginmodal` / `modal-signin` modals: signs in, then closes the modal. */
export function LoginModalBody() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [initialDraft] = useState(() => readDraft(store));
  useEffect(() => dropDraft(store), [store]);

  // The error modal replaces this one (one modal at a time); it comes back with what was typed.
  const showError = async (failure: ApiFailure, draft: LoginDraft) => {
    const shown = selectOpenModal(store.getState());
    keepDraft(store, draft);
    await dispatch(handleLoginError(failure));
    if (shown && selectOpenModal(store.getState()) === null) dispatch(openModal(shown));
    else dropDraft(store);
  };

  return (
    <LoginForm
      {...(initialDraft ? { initialDraft } : {})}
      onSuccess={() => dispatch(closeModal())}
      onLeave={() => dispatch(closeModal())}
      onError={showError}
    />
  );
}
