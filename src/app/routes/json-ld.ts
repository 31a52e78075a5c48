/**
 * Structured data (schema.org JSON-LD) of a page, written into `<head>` as a data block. A data
 * block is never executed, so the strict CSP (no inline script) is unaffected. `<` is escaped so a
 * title can never close the element.
 */
import { useEffect } from 'react';

/** The JSON text of a data block, safe inside `<script type="application/ld+json">`. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Keeps one JSON-LD block for the page being shown; removed when the page goes. */
export function useJsonLd(id: string, data: unknown): void {
  const text = jsonLdText(data);
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jsonLd = id;
    script.textContent = text;
    document.head.querySelector(`script[data-json-ld="${id}"]`)?.remove();
    document.head.appendChild(script);
    return () => script.remove();
  }, [id, text]);
}
