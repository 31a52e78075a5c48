/**
 * The registry catalogue (mounted by the app at `/blocs` for the dev server and admins): every block's
 * example rendered through the real renderer, with its schema's documentation. It is where a
 * developer sees a new block and where an admin previews what the CMS can place.
 */
import { Suspense, use } from 'react';
import type { Block } from '@/api/generated/types';
import { isRecord } from '@/lib/is-record';
import type { BlockSchema } from './block-contract';
import { BlockRenderer } from './block-renderer';
import { useBlockRegistry } from './registry-context';
import './renderer.css';
import './block-catalogue.css';

interface PropRow {
  path: string;
  /** The field's French label (`title`), as the admin's live preview form shows it. */
  label: string;
  type: string;
  required: boolean;
  defaultValue: string | null;
  description: string;
}

function typeLabel(schema: BlockSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  // A choice (`oneOf` of `{ const, title }`): each stored value with the label the editor shows.
  if (Array.isArray(schema.oneOf)) {
    return schema.oneOf
      .map((branch: unknown) => (isRecord(branch) && 'const' in branch ? `${JSON.stringify(branch.const)} (${String(branch.title ?? '')})` : '…'))
      .join(' | ');
  }
  const labels: Record<string, string> = { string: 'texte', integer: 'entier', number: 'nombre', boolean: 'oui/non', array: 'liste', object: 'objet' };
  return labels[String(schema.type)] ?? String(schema.type ?? '—');
}

/** Flatten a props schema into documentation rows (`image.src`, `services[].name`…). */
export function schemaRows(schema: BlockSchema, prefix = ''): PropRow[] {
  const rows: PropRow[] = [];
  const required = new Set(schema.required ?? []);
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    rows.push({
      path,
      label: typeof child.title === 'string' ? child.title : '',
      type: typeLabel(child),
      required: required.has(key),
      defaultValue: child.default === undefined ? null : JSON.stringify(child.default),
      description: typeof child.description === 'string' ? child.description : '',
    });
    if (child.properties) rows.push(...schemaRows(child, path));
    if (child.items?.properties) rows.push(...schemaRows(child.items, `${path}[]`));
  }
  return rows;
}

/** Demo children for container examples, so their layout shows in the preview. */
function demoChildren(name: string): Block[] {
  return [1, 2].map((n) => ({
    id: `${name}-enfant-${n}`,
    component: 'cms-text',
    props: { html: `<h3>Bloc enfant ${n}</h3><p>Un bloc placé dans ce conteneur par le CMS s’affiche ici, avec sa propre validation.</p>`, width: 'normal' },
  }));
}

function CatalogueEntry({ name }: { name: string }) {
  const definition = use(useBlockRegistry().load(name));
  if (!definition) return null;
  const rows = schemaRows(definition.schema);
  const block: Block = {
    id: `catalogue-${name}`,
    component: name,
    props: typeof definition.example === 'object' && definition.example !== null ? { ...definition.example } : {},
    ...(definition.container ? { children: demoChildren(name) } : {}),
  };
  return (
    <section className="vr-catalogue__entry" id={`bloc-${name}`} aria-labelledby={`bloc-${name}-titre`}>
      <header className="vr-catalogue__entry-header">
        <h2 id={`bloc-${name}-titre`}>
          <code>{name}</code>
        </h2>
        <p className="vr-catalogue__meta">
          version {definition.version}
          {definition.container ? ' · conteneur (accepte des blocs enfants)' : ''}
          {definition.migratesFrom.length > 0 ? ` · migre depuis la version ${definition.migratesFrom.join(', ')}` : ''}
        </p>
        {typeof definition.schema.description === 'string' ? <p>{definition.schema.description}</p> : null}
      </header>
      <div className="vr-catalogue__table-wrap">
        <table className="vr-catalogue__table">
          <caption>Propriétés de {name}</caption>
          <thead>
            <tr>
              <th scope="col">Propriété</th>
              <th scope="col">Libellé</th>
              <th scope="col">Type</th>
              <th scope="col">Obligatoire</th>
              <th scope="col">Par défaut</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.path}>
                <th scope="row">
                  <code>{row.path}</code>
                </th>
                <td>{row.label}</td>
                <td>{row.type}</td>
                <td>{row.required ? 'oui' : 'non'}</td>
                <td>{row.defaultValue === null ? '—' : <code>{row.defaultValue}</code>}</td>
                <td>{row.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="vr-catalogue__preview" aria-label={`Aperçu de ${name}`} role="group">
        <div className="vr-page vr-catalogue__page">
          <BlockRenderer block={block} diagnostics />
        </div>
      </div>
    </section>
  );
}

/** The catalogue page: every registered block, documented and previewed. */
export function BlockCatalogue() {
  const blockNames = useBlockRegistry().names;
  return (
    <div className="vr-catalogue">
      <header className="vr-catalogue__header">
        <h1>Catalogue des blocs</h1>
        <p>
          Les {blockNames.length} blocs que le CMS peut placer sur une page, avec leurs propriétés et un aperçu de leur exemple. Un bloc dont les propriétés ne
          respectent pas son schéma n’est jamais montré aux visiteurs : les administrateurs voient à sa place un encadré qui explique pourquoi.
        </p>
        <nav aria-label="Blocs du catalogue">
          <ul className="vr-catalogue__nav">
            {blockNames.map((name) => (
              <li key={name}>
                <a href={`#bloc-${name}`}>{name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {blockNames.map((name) => (
        <Suspense key={name} fallback={<div className="vr-block-loading" aria-hidden="true" />}>
          <CatalogueEntry name={name} />
        </Suspense>
      ))}
    </div>
  );
}
