import {
  closeModal,
  createStore,
  initialLayoutState,
  selectOpenModal,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '../modal';
import { renderInSite } from '../testing';
import { ANNOUNCEMENT_SEEN_KEY, useAnnouncementModal } from './announcement';

const storeWith = (show_bf_ann_modal: boolean, message = 'Double bonus tonight.') =>
  createStore({
    storage: null,
    domainName: 'test.localhost',
    apiBaseUrl: 'http://sandbox.test',
    preloadedState: {
      layout: {
        ...initialLayoutState,
        status: 'ready',
        template: 'template1',
        show_bf_ann_modal,
        message,
      },
    },
  });

/** The page's hook and the store's modal, as the root layout and its modal host show them. */
function Page() {
  useAnnouncementModal();
  const open = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  return (
    <>
      <p>Home</p>
      <ModalHost open={open} onClose={() => dispatch(closeModal())} />
    </>
  );
}

async function visit(store: ReturnType<typeof storeWith>) {
  return renderInSite(<Page />, store);
}

afterEach(() => sessionStorage.clear());

describe('useAnnouncementModal', () => {
  it("shows the operator's message on the first visit, closes, and stays closed for the session", async () => {
    const first = await visit(storeWith(true));
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(dialog).toHaveTextContent('Double bonus tonight.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(ANNOUNCEMENT_SEEN_KEY)).toBe('1');
    first.unmount();

    // A new page load in the same browser session.
    await visit(storeWith(true));
    await screen.findByText('Home');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing when the flag is off or the message is blank', async () => {
    const off = await visit(storeWith(false));
    await screen.findByText('Home');
    expect(screen.queryByRole('dialog')).toBeNull();
    off.unmount();
    await visit(storeWith(true, '   '));
    await screen.findByText('Home');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(ANNOUNCEMENT_SEEN_KEY)).toBeNull();
  });
});
