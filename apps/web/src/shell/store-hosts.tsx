import {
  closeModal,
  dismissToast,
  selectOpenModal,
  selectToasts,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { LOGIN_MODAL_ID, ModalHost, SIGNIN_MODAL_ID } from '@playfront/ui/modal';
import { showToast, Toaster } from '@playfront/ui/toast';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@playfront/core/i18n';

/** Hands each toast the store queues (catalogue, flows) to the toaster, once. */
export function StoreToaster() {
  const { t } = useTranslation();
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  useEffect(() => {
    for (const item of toasts) {
      showToast({
        variant: item.variant,
        title: item.title,
        durationMs: item.durationMs,
        ...(item.text ? { text: item.text } : {}),
        ...(item.position === 'bottom-right' ? { position: 'bottom-right' } : {}),
      });
      dispatch(dismissToast(item.id));
    }
  }, [toasts, dispatch]);
  return <Toaster closeLabel={t('close')} label={t('announcements')} />;
}

const LoginModalBody = lazy(async () => ({
  default: (await import('@playfront/ui/screens/auth')).LoginModalBody,
}));

const responsible = () => import('@playfront/ui/screens/responsible');
const RealityCheckActions = lazy(async () => ({
  default: (await responsible()).RealityCheckActions,
}));
/** The reality-check dialog's id (`REALITY_CHECK_MODAL_ID`), kept here so the host loads no screen. */
const REALITY_CHECK = 'reality-check';

const isLoginModal = (id: string) => id === LOGIN_MODAL_ID || id === SIGNIN_MODAL_ID;

/** The store's one open modal: the login modals get the sign-in form, others title, text and OK. */
export function StoreModalHost() {
  const { t } = useTranslation();
  const stored = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  const open =
    stored && isLoginModal(stored.id) && !stored.title ? { ...stored, title: t('login') } : stored;
  return (
    <ModalHost
      open={open}
      onClose={() => dispatch(closeModal())}
      closeLabel={t('close')}
      okLabel={t('ok')}
      render={(id) =>
        isLoginModal(id) ? (
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <LoginModalBody />
          </Suspense>
        ) : id === REALITY_CHECK ? (
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <RealityCheckActions />
          </Suspense>
        ) : null
      }
    />
  );
}
