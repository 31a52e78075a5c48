/**
 * An order's reference in a sentence, read on one line: « CMD-2026-0004 » may break at its hyphens,
 * and a phone showed « Commande n° CMD-2026- » at the end of a line and « 0004 enregistrée » on the
 * next, the number to write on a cheque cut in two. The text itself is unchanged (a non-breaking
 * hyphen would be copied into a bank's transfer form): the reference sits in a span that does not wrap.
 */
import type { ReactNode } from 'react';

/** The reference, never broken across lines. */
export function OrderReference({ reference, strong = false }: { reference: string; strong?: boolean }) {
  return strong ? <strong className="order-reference">{reference}</strong> : <span className="order-reference">{reference}</span>;
}

/** `text` (a translated sentence) with each `reference` in it as an {@link OrderReference}. */
export function WithReference({ text, reference }: { text: string; reference: string }) {
  if (!reference) return text;
  const parts: ReactNode[] = [];
  text.split(reference).forEach((part, i) => {
    if (i > 0) parts.push(<OrderReference key={i} reference={reference} />);
    parts.push(part);
  });
  return <>{parts}</>;
}
