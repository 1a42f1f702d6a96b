import type * as RadixDialog from '@radix-ui/react-dialog';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ComponentProps, ReactNode, RefObject } from 'react';

/**
 * The parts of Radix Dialog the templates' mobile menus use, with the same props, loading Radix
 * only when a player first reaches for the menu: it stays off every template's first load.
 */
type Radix = typeof RadixDialog;

const loadRadix = () => import('@radix-ui/react-dialog');

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  radix: Radix | null;
  prefetch: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`Dialog.${part} must be inside Dialog.Root`);
  return state;
}

/** Radix's own part once it has loaded; `null` before, when the dialog cannot be open yet. */
function useRadix(part: string): Radix | null {
  return useDialog(part).radix;
}

export interface RootProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export function Root({ open, onOpenChange, children }: RootProps) {
  const [radix, setRadix] = useState<Radix | null>(null);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (radix || !(wanted || open)) return;
    let live = true;
    // A menu that cannot load stays closed; the next press tries again.
    loadRadix().then(
      (module) => {
        if (live) setRadix(module);
      },
      () => {
        if (!live) return;
        setWanted(false);
        onOpenChange(false);
      },
    );
    return () => {
      live = false;
    };
  }, [radix, wanted, open, onOpenChange]);
  const state: DialogState = {
    open,
    setOpen: onOpenChange,
    radix,
    prefetch: () => setWanted(true),
    triggerRef,
  };
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

/** A plain button, so nothing remounts (and focus stays put) when Radix arrives. */
export function Trigger({ children, onClick, ...props }: ComponentProps<'button'>) {
  const { open, setOpen, prefetch, triggerRef } = useDialog('Trigger');
  return (
    <button
      {...props}
      ref={triggerRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
    >
      {children}
    </button>
  );
}

export function Portal({ children }: { children: ReactNode }) {
  const { open, setOpen, radix } = useDialog('Portal');
  if (!radix) return null;
  return (
    <radix.Root open={open} onOpenChange={setOpen}>
      <radix.Portal>{children}</radix.Portal>
    </radix.Root>
  );
}

export function Overlay(props: ComponentProps<Radix['Overlay']>) {
  const radix = useRadix('Overlay');
  return radix && <radix.Overlay {...props} />;
}

export function Content({ onCloseAutoFocus, ...props }: ComponentProps<Radix['Content']>) {
  const { radix, triggerRef } = useDialog('Content');
  if (!radix) return null;
  return (
    <radix.Content
      {...props}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        // The trigger lives outside Radix's Root, so focus goes back to it here.
        event.preventDefault();
        triggerRef.current?.focus();
      }}
    />
  );
}

export function Title(props: ComponentProps<Radix['Title']>) {
  const radix = useRadix('Title');
  return radix && <radix.Title {...props} />;
}

export function Close(props: ComponentProps<Radix['Close']>) {
  const radix = useRadix('Close');
  return radix && <radix.Close {...props} />;
}
