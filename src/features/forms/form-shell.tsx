/**
 * What a form shows while rjsf's code loads (and what a server-rendered page shows before it does):
 * each field's label over an empty box of the height rjsf will give it, so nothing jumps when the
 * real form replaces it. Imports nothing from rjsf.
 */
import type { JsonSchema } from './form-validator';
import './form-shell.css';
import { isRecord } from '@/lib/is-record';

function rowsOf(property: Record<string, unknown>): number {
  const options = Array.isArray(property.oneOf)
    ? property.oneOf.length
    : isRecord(property.items) && Array.isArray(property.items.oneOf)
      ? property.items.oneOf.length
      : 0;
  if (property.type === 'boolean') return 0;
  if (property.type === 'array' && options > 0) return options;
  return 1;
}

/** The placeholder form for `schema` (top-level fields, in order). */
export function FormShell({ schema, order }: { schema: JsonSchema; order?: readonly string[] }) {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const keys = order?.length ? order.filter((k) => k in properties) : Object.keys(properties);
  return (
    <div className="form-shell" aria-busy="true">
      <p className="visually-hidden" role="status">
        Chargement du formulaire…
      </p>
      {keys.map((key) => {
        const property = isRecord(properties[key]) ? properties[key] : {};
        const title = typeof property.title === 'string' ? property.title : key;
        const rows = rowsOf(property);
        const tall = property.type === 'string' && typeof property.maxLength === 'number' && property.maxLength > 200;
        return (
          <div key={key} className="form-shell__field" aria-hidden="true">
            {rows === 0 ? (
              <span className="form-shell__check">{title}</span>
            ) : (
              <>
                <span className="form-shell__label">{title}</span>
                <span
                  className={tall ? 'form-shell__box form-shell__box--tall' : 'form-shell__box'}
                  style={rows > 1 ? { height: `${rows * 2}rem` } : undefined}
                />
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
