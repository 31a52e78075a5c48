import { Icon } from '@/ui/icon';

/** The confirmation after a save, next to the button; a polite live region, so it is announced. */
export function SavedStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className="saved-status">
      {message ? (
        <>
          <Icon name="circle-check" size="1.1em" />
          <span>{message}</span>
        </>
      ) : null}
    </p>
  );
}
