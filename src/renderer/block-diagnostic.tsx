import type { ErrorObject } from 'ajv';
import { isRecord } from '@/lib/is-record';
import { schemaAt } from '@/ui/rjsf/field-title';
import type { BlockFailure } from './failure-reporter';
import { useBlockRegistry } from './registry-context';

/** What went wrong, in a site owner's words: the box's title and the admin grid's « Raison ». */
const reasonLabels: Record<BlockFailure['reason'], string> = {
  'unknown-component': 'Bloc indisponible sur ce site',
  'invalid-props': 'Réglages incomplets ou incorrects',
  'unsupported-version': 'Bloc trop récent pour ce site',
  'migration-failed': 'Mise à jour du bloc impossible',
  'data-error': 'Informations indisponibles',
  'render-error': 'Erreur à l’affichage',
  'load-error': 'Chargement impossible',
};

const ASK = 'si cela dure, prévenez la personne qui s’occupe de votre site';

/** What the owner can do about it (a block with wrong settings lists them after). */
function adviceFor(failure: BlockFailure): string {
  switch (failure.reason) {
    case 'unknown-component':
      return `Ce bloc (« ${failure.component} ») n’existe pas sur ce site : supprimez-le de la page dans l’éditeur.`;
    case 'invalid-props':
      return 'Ce bloc a des réglages incomplets ou incorrects : corrigez-les dans l’éditeur.';
    case 'unsupported-version':
      return `Ce bloc a été enregistré par une version plus récente du site : ${ASK}.`;
    case 'migration-failed':
      return `Ce bloc, enregistré par une version précédente du site, n’a pas pu être mis à jour : ${ASK}.`;
    case 'data-error':
      return `Les informations que ce bloc affiche n’ont pas pu être chargées : rechargez la page dans quelques minutes ; ${ASK}.`;
    case 'render-error':
      return `Ce bloc s’est interrompu en s’affichant : vérifiez ses réglages dans l’éditeur ; ${ASK}.`;
    case 'load-error':
      return `Ce bloc n’a pas pu être chargé (connexion interrompue ?) : rechargez la page ; ${ASK}.`;
  }
}

/** The French name of a failure reason, as the diagnostic box shows it (the admin grids use the same words). */
export function blockFailureReasonLabel(reason: BlockFailure['reason']): string {
  return reasonLabels[reason];
}

const TYPE_WORDS: Readonly<Record<string, string | undefined>> = {
  string: 'un texte est attendu',
  number: 'un nombre est attendu',
  integer: 'un nombre entier est attendu',
  boolean: 'oui ou non est attendu',
};

function segmentsOf(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A field as the editor's form labels it (« Cartes › n° 2 › Titre »); « Bloc » for the block itself. */
function fieldName(segments: readonly string[], schema: unknown): string {
  if (segments.length === 0) return 'Bloc';
  return segments
    .map((key, index) => {
      if (/^\d+$/u.test(key)) return `n°\u00a0${Number(key) + 1}`;
      const node = schemaAt(segments.slice(0, index + 1), schema);
      return isRecord(node) && typeof node.title === 'string' && node.title ? node.title : key;
    })
    .join(' › ');
}

/** A choice's values under their French titles (the field's `oneOf` of `{ const, title }`), else as they are. */
function choiceWords(allowed: readonly unknown[], node: unknown): string {
  const branches = isRecord(node) && Array.isArray(node.oneOf) ? node.oneOf.filter(isRecord) : [];
  return allowed
    .map((value) => {
      const title = branches.find((b) => b.const === value)?.title;
      return typeof title === 'string' ? title : String(value);
    })
    .join(', ');
}

const plural = (count: number, one: string, other: string) => `${count}\u00a0${count > 1 ? other : one}`;

/** One wrong setting in the owner's words: « Titre : à remplir », « Hauteur : à choisir parmi Petite, Moyenne, Grande ». */
function describeForOwner(error: ErrorObject, allowed: readonly unknown[], schema: unknown): string {
  const segments = segmentsOf(error.instancePath);
  const params: Record<string, unknown> = error.params;
  const limit = typeof params.limit === 'number' ? params.limit : 0;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    return `${fieldName([...segments, params.missingProperty], schema)} : à remplir`;
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
    return `${fieldName(segments, schema)} : un réglage que ce bloc ne connaît pas (« ${params.additionalProperty} »)`;
  const field = fieldName(segments, schema);
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) allowed = params.allowedValues;
  if (allowed.length > 0) return `${field} : à choisir parmi ${choiceWords(allowed, schemaAt(segments, schema))}`;
  switch (error.keyword) {
    case 'type':
      return `${field} : ${TYPE_WORDS[String(params.type)] ?? 'à remplir à nouveau'}`;
    case 'minLength':
      return limit <= 1 ? `${field} : à remplir` : `${field} : ${plural(limit, 'caractère', 'caractères')} au moins`;
    case 'maxLength':
      return `${field} : trop long (${plural(limit, 'caractère', 'caractères')} au plus)`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field} : ${limit} au moins`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field} : ${limit} au plus`;
    case 'minItems':
      return `${field} : ${plural(limit, 'élément', 'éléments')} au moins`;
    case 'maxItems':
      return `${field} : ${plural(limit, 'élément', 'éléments')} au plus`;
    case 'format':
    case 'pattern':
      return `${field} : format incorrect`;
    default:
      return `${field} : valeur incorrecte`;
  }
}

/** The technical line of an error (the box's details, for whoever fixes the page data by hand). */
function describeError(error: ErrorObject, allowed: readonly unknown[] = []): string {
  const where = error.instancePath === '' ? '(racine)' : error.instancePath;
  const params = error.params;
  if (error.keyword === 'additionalProperties' && 'additionalProperty' in params)
    return `${where} : propriété inconnue « ${String(params.additionalProperty)} »`;
  if (error.keyword === 'required' && 'missingProperty' in params) return `${where} : propriété obligatoire « ${String(params.missingProperty)} » absente`;
  if (error.keyword === 'enum' && 'allowedValues' in params && Array.isArray(params.allowedValues)) allowed = params.allowedValues;
  if (allowed.length > 0) return `${where} : valeur non autorisée (attendu : ${allowed.map((v) => JSON.stringify(v)).join(', ')})`;
  return `${where} : ${error.message ?? error.keyword}`;
}

/** A choice's branch: the `const` of one `{ const, title }` of a `oneOf` (ajv reports each, then the `oneOf`). */
const isChoiceBranch = (error: ErrorObject) => error.keyword === 'const' && /\/oneOf\/\d+\/const$/.test(error.schemaPath);

/** The lines of the errors: a value outside a choice is one line with the values it allows, not one per value. */
function describeErrors(errors: readonly ErrorObject[], describe: (error: ErrorObject, allowed: readonly unknown[]) => string): string[] {
  const lines = errors.flatMap((error) => {
    if (isChoiceBranch(error)) return [];
    const allowed =
      error.keyword === 'oneOf'
        ? errors
            .filter((e) => isChoiceBranch(e) && e.instancePath === error.instancePath && e.schemaPath.startsWith(`${error.schemaPath}/`))
            .map((e) => e.params.allowedValue)
        : [];
    return [describe(error, allowed)];
  });
  return [...new Set(lines)];
}

/** The settings to correct, in the owner's words, named as the editor's form names them (`schema`: the block's). */
function settingsToCorrect(failure: BlockFailure, schema: unknown): string[] {
  return describeErrors(failure.errors, (error, allowed) => describeForOwner(error, allowed, schema));
}

/**
 * What a site owner reads about a failed block in one sentence: what is wrong and what to do, with
 * the settings to correct (« … corrigez-les dans l’éditeur : Titre : à remplir ; Photo : … »). The
 * admin grid's column; `schema` is the block's, when its definition is loaded (fields are named by
 * their titles), else fields are named by their keys.
 */
export function blockFailureAdvice(failure: BlockFailure, schema?: unknown): string {
  const advice = adviceFor(failure);
  const settings = settingsToCorrect(failure, schema);
  return settings.length > 0 ? `${advice.replace(/\.$/u, '')} — ${settings.join(' ; ')}.` : advice;
}

/**
 * The visible diagnostic an admin (or a developer on the dev server) sees in place of a block that
 * could not render: that visitors do not see it, why, what to do, the settings to correct; the
 * technical facts (block id, component, message, validation errors) behind « Détails techniques ».
 */
export function BlockDiagnostic({ failure }: { failure: BlockFailure }) {
  const schema = useBlockRegistry().peek(failure.component)?.schema;
  const settings = settingsToCorrect(failure, schema);
  return (
    <div className="vr-diagnostic" role="alert" data-block-id={failure.blockId} data-reason={failure.reason}>
      <p className="vr-diagnostic__title">
        <strong>Bloc non affiché pour les visiteurs</strong> — {reasonLabels[failure.reason]}
      </p>
      <p>{adviceFor(failure)}</p>
      {settings.length > 0 ? (
        <ul className="vr-diagnostic__errors" aria-label="Réglages à corriger">
          {settings.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary>Détails techniques</summary>
        <dl className="vr-diagnostic__facts">
          <div>
            <dt>Identifiant</dt>
            <dd>
              <code>{failure.blockId}</code>
            </dd>
          </div>
          <div>
            <dt>Composant</dt>
            <dd>
              <code>{failure.component}</code>
            </dd>
          </div>
          <div>
            <dt>Message</dt>
            <dd>{failure.message}</dd>
          </div>
        </dl>
        {failure.errors.length > 0 ? (
          <ul className="vr-diagnostic__errors" aria-label="Erreurs de validation">
            {describeErrors(failure.errors, describeError).map((line, index) => (
              <li key={index}>
                <code>{line}</code>
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </div>
  );
}
