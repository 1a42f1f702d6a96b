import type { OpenModal } from '@playfront/core/store';
import {
  closeModal,
  dismissToast,
  selectOpenModal,
  selectToasts,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { ModalHost } from '@playfront/ui/modal';
import { showToast, Toaster } from '@playfront/ui/toast';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

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

/** The store's one open modal; `renderBody` supplies the body of modals such as the login modal. */
export function StoreModalHost({ renderBody }: { renderBody?: (modal: OpenModal) => ReactNode }) {
  const { t } = useTranslation();
  const open = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  return (
    <ModalHost
      open={open}
      onClose={() => dispatch(closeModal())}
      closeLabel={t('close')}
      okLabel={t('ok')}
      {...(renderBody ? { render: (_id: string) => (open ? renderBody(open) : null) } : {})}
    />
  );
}
