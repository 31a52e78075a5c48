/**
 * Company placeholders in legal texts (SPEC §1): `{{COMPANY_NAME}}`, `{{COMPANY_SIRET}}`… are
 * replaced by the setting of the same key. Values are HTML-escaped (the legal text itself is HTML
 * and goes through SafeHtml afterwards), and a value in another language than the text's (a setting
 * the API left in the site's language, issue 36) is marked with its own: `<span lang="fr">…</span>`.
 * A placeholder with no value is kept, highlighted, for an admin who must fix it, and removed for
 * visitors, who must never see `{{…}}`.
 */
import { indexParameters, parameterString, type ParameterLike } from '@/lib/parameters';

const PLACEHOLDER = /\{\{\s*([A-Z][A-Z0-9_]*)\s*\}\}/g;

/** Escape text for inclusion in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Result of {@link fillPlaceholders}: the HTML and the keys that had no value. */
export interface FilledText {
  html: string;
  missing: string[];
}

/**
 * Replace every `{{KEY}}` in `html` by the escaped value of setting KEY.
 * @param showMissing true for admins: unknown keys stay visible inside a `<mark>`; false removes them.
 * @param langOf the `lang` of a setting's value when it is not the text's language (none: unmarked).
 */
export function fillPlaceholders(
  html: string,
  parameters: readonly ParameterLike[],
  showMissing: boolean,
  langOf: (parameter: ParameterLike) => string | undefined = () => undefined,
): FilledText {
  const missing = new Set<string>();
  const index = indexParameters(parameters);
  const out = html.replace(PLACEHOLDER, (_match, key: string) => {
    const value = parameterString(index, key);
    if (value !== null) {
      const text = escapeHtml(value).replace(/\n/g, '<br>');
      const parameter = parameters.find((p) => p.type === key);
      const lang = parameter ? langOf(parameter) : undefined;
      return lang ? `<span lang="${escapeHtml(lang)}">${text}</span>` : text;
    }
    missing.add(key);
    return showMissing ? `<mark class="vb-legal__missing" title="Donnée manquante : ${key}">{{${key}}}</mark>` : '';
  });
  return { html: out, missing: [...missing] };
}
