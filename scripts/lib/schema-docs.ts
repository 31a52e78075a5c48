/**
 * The documentation rules of a block's `schema.json` beyond what ajv checks: every field (each
 * property at every depth, and each array's `items`) carries a short French `title` — the label of the
 * admin's live-preview form (rjsf) — and a `description` (its help text, the type's JSDoc). Used by the
 * registry's conformance suite (a block cannot ship undocumented), by the `new:block` scaffold's test
 * (the scaffold's placeholders must fail it) and by `gen-registry.ts` (field titles are labels, not
 * type names: they are stripped before json-schema-to-typescript, which would name a type after each).
 *
 * A field with a fixed set of values (a choice: select or radios in the form) lists them as `oneOf` of
 * `{ "const": <value>, "title": "<French label>" }`, never as a bare `enum`: the value is what the page
 * data stores, the title what the admin reads in the choice (rjsf shows a `oneOf` of constants as its
 * options, each under its title). The same way as the CMS forms' choices (`src/features/forms/form-schema.ts`).
 */

type SchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One field of a schema: a property (`key` = its name) or an array's `items` (`key` = `items`). */
export interface SchemaField {
  /** JSON pointer of the field's schema, e.g. `/properties/image/properties/src`. */
  pointer: string;
  key: string;
  node: SchemaNode;
}

/** Every field of `schema` at every depth (properties of properties, array items and theirs), in document order. */
export function schemaFields(schema: unknown, pointer = ''): SchemaField[] {
  if (!isNode(schema)) return [];
  const out: SchemaField[] = [];
  if (isNode(schema.properties)) {
    for (const [key, child] of Object.entries(schema.properties)) {
      if (!isNode(child)) continue;
      const childPointer = `${pointer}/properties/${key}`;
      out.push({ pointer: childPointer, key, node: child }, ...schemaFields(child, childPointer));
    }
  }
  if (isNode(schema.items)) {
    const itemsPointer = `${pointer}/items`;
    out.push({ pointer: itemsPointer, key: 'items', node: schema.items }, ...schemaFields(schema.items, itemsPointer));
  }
  return out;
}

/**
 * Words the `new:block` scaffold leaves for the author ("À décrire", "TODO"…), and their usual
 * cousins. Nothing holding one ships: the conformance suite scans every shipped file of a block.
 */
export const SCAFFOLD_PLACEHOLDER = /[AÀ] (?:décrire|compléter|préciser|remplir)\b|\bTODO\b|\bFIXME\b|\bTBD\b|\bXXX\b|lorem ipsum/i;

/** English words an untranslated label would hold (none of them is also a French word). */
const ENGLISH_WORDS =
  /\b(?:title|text|link|items?|name|button|colou?r|size|width|height|show|hide|enable|background|heading|subtitle|layout|align(?:ment)?|rating|reviews?|price|quote|author|answer|caption|anchor|new tab|settings?)\b/i;

/** The longest label that still reads as a label in the form's column. */
export const MAX_FIELD_TITLE_LENGTH = 60;

/** Why `title` is not an acceptable French label for the field `key` (null: it is). */
export function fieldTitleProblem(key: string, title: unknown): string | null {
  if (typeof title !== 'string' || title.trim() === '') return 'needs a French "title" (the form label)';
  if (title !== title.trim()) return `title ${JSON.stringify(title)} has leading or trailing spaces`;
  if (SCAFFOLD_PLACEHOLDER.test(title)) return `title ${JSON.stringify(title)} is a scaffold placeholder: write the label`;
  if (title === key || /[a-z][A-Z]|_/.test(title)) return `title ${JSON.stringify(title)} is the raw key: write a French label`;
  if (!/^[\p{Lu}\d«]/u.test(title)) return `title ${JSON.stringify(title)} must start with a capital letter`;
  if (ENGLISH_WORDS.test(title)) return `title ${JSON.stringify(title)} reads as English: the admin is French-only`;
  if (title.includes("'")) return `title ${JSON.stringify(title)}: use the French apostrophe ’`;
  if (/[.:;]$/.test(title)) return `title ${JSON.stringify(title)}: a label ends without punctuation`;
  if (title.length > MAX_FIELD_TITLE_LENGTH)
    return `title ${JSON.stringify(title)} is longer than ${MAX_FIELD_TITLE_LENGTH} characters: put the rest in "description"`;
  return null;
}

/** Why `description` is not an acceptable help text (null: it is). */
export function fieldDescriptionProblem(description: unknown): string | null {
  if (typeof description !== 'string' || description.trim() === '') return 'needs a "description" (the help text)';
  if (SCAFFOLD_PLACEHOLDER.test(description)) return `description ${JSON.stringify(description)} is a scaffold placeholder`;
  return null;
}

/** Why the choice `value` lacks an acceptable French label `title` (null: it has one). */
export function choiceTitleProblem(value: unknown, title: unknown): string | null {
  const problem = fieldTitleProblem(String(value), title);
  return problem && `choice ${JSON.stringify(value)}: ${problem}`;
}

/**
 * Every choice of a block schema the form would show without a French label, as `pointer: problem`
 * lines: a bare `enum` anywhere (its values would show raw: « primary », « start »), or a `oneOf`
 * constant without a good `title`.
 */
export function choiceLabelProblems(schema: unknown, pointer = ''): string[] {
  if (Array.isArray(schema)) return schema.flatMap((child, i) => choiceLabelProblems(child, `${pointer}/${i}`));
  if (!isNode(schema)) return [];
  const problems: string[] = [];
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map((v) => JSON.stringify(v)).join(', ');
    problems.push(`${pointer}: "enum" [${values}] shows its raw values: list them as "oneOf" of { "const": <value>, "title": "<libellé>" }`);
  }
  for (const [key, child] of Object.entries(schema)) {
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
    if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(child)) {
      child.forEach((branch, i) => {
        if (isNode(branch) && 'const' in branch) {
          const problem = choiceTitleProblem(branch.const, branch.title);
          if (problem) problems.push(`${pointer}/${key}/${i}: ${problem}`);
        }
      });
    }
    problems.push(...choiceLabelProblems(child, `${pointer}/${key}`));
  }
  return problems;
}

/** Every documentation problem of a block schema's fields, as `pointer: problem` lines (empty: documented). */
export function fieldDocProblems(schema: unknown): string[] {
  const problems: string[] = [];
  for (const { pointer, key, node } of schemaFields(schema)) {
    for (const problem of [fieldTitleProblem(key, node.title), fieldDescriptionProblem(node.description)]) {
      if (problem) problems.push(`${pointer}: ${problem}`);
    }
  }
  return problems;
}

/**
 * Copy of `schema` without its fields' `title`s (the root's, the type name, is kept). For
 * json-schema-to-typescript, which turns every titled sub-schema into a named type: a French label
 * such as "Titre" would become `export type Titre = string` (and `Titre1`, `Titre2`… on repeats),
 * while the code uses only the root type and the inline shapes under it.
 */
export function withoutFieldTitles(schema: SchemaNode): SchemaNode {
  const strip = (node: unknown): unknown => {
    if (!isNode(node)) return node;
    const { title: _label, ...rest } = node;
    return walk(rest);
  };
  const walk = (node: SchemaNode): SchemaNode => {
    const out: SchemaNode = { ...node };
    if (isNode(node.properties)) out.properties = Object.fromEntries(Object.entries(node.properties).map(([key, child]) => [key, strip(child)]));
    if (isNode(node.items)) out.items = strip(node.items);
    // A choice's labels too (`oneOf` of `{ const, title }`): the type is the union of the constants.
    if (Array.isArray(node.oneOf)) out.oneOf = node.oneOf.map(strip);
    return out;
  };
  return walk(schema);
}
