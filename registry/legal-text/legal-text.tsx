import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { legalTextsQueryOptions, parametersQueryOptions } from '@/api/queries/site';
import { SafeHtml } from '@/ui/safe-html';
import type { BlockComponentProps } from '../block-kit';
import { indexParameters, parameterString } from '@/lib/parameters';
import { useFieldLang, useI18n } from '@/features/i18n/use-i18n';
import { LEGAL_TEXTS } from './legal-kinds';
import { fillPlaceholders } from './placeholders';
import type { LegalTextProps } from './props.gen';
import { prose } from '@/ui/prose';
import './legal-text.css';

/**
 * A legal text from the site settings, company placeholders filled in. The texts are a query of
 * their own (`legalTextsQueryOptions`), asked only where one is shown: the other pages do not carry
 * them in their hydration data.
 */
export function LegalText({ props, diagnostics }: BlockComponentProps<LegalTextProps>) {
  const api = useApi();
  const { data: parameters } = useSuspenseQuery(parametersQueryOptions(api));
  const { data: texts } = useSuspenseQuery(legalTextsQueryOptions(api));
  const meta = LEGAL_TEXTS[props.kind];
  const { t } = useI18n();
  const title = t(meta.titleKey);
  const source = parameterString(indexParameters(texts), meta.parameter);
  // A company setting the API left in the site's language (its name, address, share capital) keeps it, marked, in a translated text.
  const fieldLang = useFieldLang();
  const filled = source === null ? null : fillPlaceholders(source, parameters, diagnostics, (parameter) => fieldLang(parameter, 'value'));
  return (
    <article className="vb-legal" aria-label={props.showTitle ? undefined : title} aria-labelledby={props.showTitle ? `vb-legal-${props.kind}` : undefined}>
      {props.showTitle ? (
        <h1 id={`vb-legal-${props.kind}`} className="vb-title vb-legal__title">
          {title}
        </h1>
      ) : null}
      {diagnostics && filled && filled.missing.length > 0 ? (
        <p className="vb-legal__admin-note" role="note">
          Données manquantes dans les paramètres : {filled.missing.join(', ')}. Elles sont masquées pour les visiteurs.
        </p>
      ) : null}
      {filled ? (
        <SafeHtml className={`${prose} ${prose}--narrow ${prose}--start`} html={filled.html} />
      ) : (
        <p className="vb-legal__empty">{t('legal.missing')}</p>
      )}
    </article>
  );
}
