/**
 * What the server learns while it renders a page, for the islands entry (./main.tsx, decision 011,
 * step 3): the shell's parts' props (`SiteShell` hands them over) and whether the page's route has
 * nothing to hydrate besides its blocks (`useStaticRoute`). The server gives a recorder around each
 * render (src/app/entry-server.tsx); in the browser there is none and both calls do nothing.
 */
import { createContext, use, type ReactNode } from 'react';
import { MessagesRecorder } from '@/features/i18n/messages';
import type { ShellPage } from '@/app/layouts/shell-parts';

/** The server's recorder for one render. */
export interface IslandsRecorder {
  /** The shell's parts as they rendered. */
  shell(page: ShellPage): void;
  /** The route's own parts are static: links, text and the page's blocks, nothing else to hydrate. */
  staticRoute(): void;
  /** A message file a shell part read (the islands hydrate only those: their page lists no other). */
  shellBook(file: string): void;
}

/** Given by the server around a page it renders. */
export const IslandsRecorderContext = createContext<IslandsRecorder | null>(null);

/**
 * Called by a route component whose own parts are all static (text, links, images and the page's
 * blocks): such a page, when none of its blocks is interactive either (the registry's `interactive`),
 * starts with the islands entry. A route that shows a control of its own (a search box, a filter, a
 * slider) never calls it.
 */
export function useStaticRoute(): void {
  use(IslandsRecorderContext)?.staticRoute();
}

/** The shell's call (`SiteShell`): its parts' props, on the server. */
export function useRecordShell(): ((page: ShellPage) => void) | undefined {
  return use(IslandsRecorderContext)?.shell;
}

/**
 * Around a shell part on the server: the message files it reads are noted as the page's (the
 * enclosing `MessagesRecorder`) and as the islands' own.
 */
export function ShellBooksRecorder({ children }: { children: ReactNode }) {
  const recorder = use(IslandsRecorderContext);
  const page = use(MessagesRecorder);
  if (!recorder || !page) return children;
  return (
    <MessagesRecorder
      value={(file) => {
        page(file);
        recorder.shellBook(file);
      }}
    >
      {children}
    </MessagesRecorder>
  );
}
