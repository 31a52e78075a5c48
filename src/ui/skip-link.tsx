import './skip-link.css';

/**
 * "Skip to content" link, first in the tab order and visible only when focused (WCAG 2.4.1).
 * Focus moves to the target itself, which must carry `tabIndex={-1}`.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  return (
    <a
      className="skip-link"
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        // Handle it ourselves: the router would treat the hash as a navigation.
        event.preventDefault();
        // focus() also scrolls the target into view.
        target.focus();
      }}
    >
      {children}
    </a>
  );
}
