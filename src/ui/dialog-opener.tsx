/**
 * A button that opens a native modal `<dialog>` named by its id, with the platform's invoker commands
 * (`commandfor` + `command="show-modal"`): it works as soon as it is painted, before any script has
 * run (issue 37, "no lost tap": the browser opens the dialog, makes the page behind inert, moves the
 * focus in, closes it on Escape and gives the focus back). Where the browser lacks invoker commands,
 * its click handler opens the dialog once the page has hydrated, and the boot script holds an earlier
 * tap and replays it then (src/app/boot.ts).
 */
import type { ButtonHTMLAttributes, MouseEvent } from 'react';

declare module 'react' {
  // Invoker commands (HTML): not yet in React's DOM types; React writes unknown lowercase attributes as they are.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- T: merged with React's declaration, which names it
  interface ButtonHTMLAttributes<T> {
    command?: string;
    commandfor?: string;
  }
}

/** True when the browser opens a dialog from `commandfor` / `command` itself. */
export function hasInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}

/** Props of {@link DialogOpener}: a button's, and the id of the `<dialog>` it opens. */
export interface DialogOpenerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'command' | 'commandfor'> {
  dialogId: string;
}

/** The button (type="button") that opens the modal dialog `dialogId`. */
export function DialogOpener({ dialogId, onClick, ...button }: DialogOpenerProps) {
  function open(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (event.defaultPrevented || hasInvokerCommands()) return;
    const dialog = document.getElementById(dialogId);
    if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
  }
  return <button {...button} type="button" commandfor={dialogId} command="show-modal" aria-haspopup="dialog" onClick={open} />;
}
