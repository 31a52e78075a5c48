import type { ErrorObject } from 'ajv';
import type { BlockFailure } from './failure-reporter';

const reasonLabels: Record<BlockFailure['reason'], string> = {
  'unknown-component': 'Composant inconnu',
  'invalid-props': 'Propriétés invalides',
  'unsupported-version': 'Version non prise en charge',
  'migration-failed': 'Migration impossible',
  'data-error': 'Données indisponibles',
  'render-error': 'Erreur à l’affichage',
  'load-error': 'Chargement impossible',
};

/** The French name of a failure reason, as the diagnostic box shows it (the admin grids use the same words). */
export function blockFailureReasonLabel(reason: BlockFailure['reason']): string {
  return reasonLabels[reason];
}

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
function describeErrors(errors: readonly ErrorObject[]): string[] {
  return errors.flatMap((error) => {
    if (isChoiceBranch(error)) return [];
    const allowed =
      error.keyword === 'oneOf'
        ? errors
            .filter((e) => isChoiceBranch(e) && e.instancePath === error.instancePath && e.schemaPath.startsWith(`${error.schemaPath}/`))
            .map((e) => e.params.allowedValue)
        : [];
    return [describeError(error, allowed)];
  });
}

/**
 * The visible diagnostic an admin (or a developer on the dev server) sees in place of a block that
 * could not render: which block, why, and the validation errors.
 */
export function BlockDiagnostic({ failure }: { failure: BlockFailure }) {
  return (
    <div className="vr-diagnostic" role="alert" data-block-id={failure.blockId} data-reason={failure.reason}>
      <p className="vr-diagnostic__title">
        <strong>Bloc non affiché pour les visiteurs</strong> — {reasonLabels[failure.reason]}
      </p>
      <dl className="vr-diagnostic__facts">
        <div>
          <dt>Bloc</dt>
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
          <dt>Raison</dt>
          <dd>{failure.message}</dd>
        </div>
      </dl>
      {failure.errors.length > 0 ? (
        <ul className="vr-diagnostic__errors" aria-label="Erreurs de validation">
          {describeErrors(failure.errors).map((line, index) => (
            <li key={index}>
              <code>{line}</code>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
