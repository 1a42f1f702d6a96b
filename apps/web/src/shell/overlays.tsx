import {
  selectIsAuthenticated,
  selectOpenModal,
  selectToasts,
  useAppSelector,
} from '@playfront/core/store';
import { BetSlipHost } from '@playfront/ui/bet-slip-host';
import { useHydrated } from '@playfront/ui/site';
import { Component, lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { onFirstInteraction } from './first-interaction';

const loadHosts = () => import('./store-hosts');
const StoreModalHost = lazy(async () => ({ default: (await loadHosts()).StoreModalHost }));
const StoreToaster = lazy(async () => ({ default: (await loadHosts()).StoreToaster }));
const LiveNote = lazy(() => import('./live-note'));
const RealityCheckTimer = lazy(async () => ({
  default: (await import('@playfront/ui/reality-check-timer')).RealityCheckTimer,
}));

/** A host chunk that cannot load leaves the page as it is; the store keeps what it queued. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The bet slip mounts here on every page, its code loading with its first selection (see
 * BetSlipHost). The modal host and the toaster (Radix and sonner) stay off the first load: they mount the
 * first time the store opens a modal or queues a toast, and their chunk is fetched as soon as
 * the player first touches, clicks or types, so it is at hand for what that action answers. The
 * push channel's note mounts once the channel's code has loaded.
 */
export function Overlays() {
  const modalOpen = useAppSelector(selectOpenModal) !== null;
  const toastQueued = useAppSelector(selectToasts).length > 0;
  // The push channel's state joins the store with its code: its note comes with it.
  const liveLoaded = useAppSelector((state: object) => 'live' in state);
  const [needed, setNeeded] = useState({ modal: modalOpen, toaster: toastQueued });
  if ((modalOpen && !needed.modal) || (toastQueued && !needed.toaster)) {
    setNeeded({ modal: needed.modal || modalOpen, toaster: needed.toaster || toastQueued });
  }
  useEffect(
    () =>
      onFirstInteraction(() => {
        void loadHosts().catch(() => undefined);
      }),
    [],
  );
  return (
    <>
      <Quiet>
        {/* Each host waits for its code on its own: the modal host's first mount never hides
            a toast that is showing. */}
        {needed.modal && (
          <Suspense fallback={null}>
            <StoreModalHost />
          </Suspense>
        )}
        {needed.toaster && (
          <Suspense fallback={null}>
            <StoreToaster />
          </Suspense>
        )}
        <BetSlipHost />
      </Quiet>
      {liveLoaded && (
        <Quiet>
          <Suspense fallback={null}>
            <LiveNote />
          </Suspense>
        </Quiet>
      )}
    </>
  );
}

/**
 * The reality check's timer, for signed-in players only and after hydration (it reads the
 * clock); its chunk never loads for a guest.
 */
export function RealityCheck() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const hydrated = useHydrated();
  if (!signedIn || !hydrated) return null;
  return (
    <Quiet>
      <Suspense fallback={null}>
        <RealityCheckTimer />
      </Suspense>
    </Quiet>
  );
}
