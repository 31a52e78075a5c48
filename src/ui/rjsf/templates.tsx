/**
 * rjsf templates and widgets shared by every rjsf form (public form block, contact-like forms, the
 * admin's live preview): an error summary with links to the fields (announced and focused on
 * submit), inputs marked `aria-invalid`, and the checked file widget. Their words: words.ts (the form's
 * `formContext`), rjsf's own through `translateString`.
 */
import type { MouseEvent } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { ComponentProps } from 'react';
import type Form from '@rjsf/core';
import {
  TranslatableString,
  type ArrayFieldItemTemplateProps,
  type BaseInputTemplateProps,
  type ErrorListProps,
  type IconButtonProps,
  type RegistryWidgetsType,
} from '@rjsf/utils';
import { compareFieldPositions, fieldPosition, fieldTitle } from './field-title';
import { FileWidget } from './file-widget';
import { rjsfSayOf } from './words';
import './rjsf.css';

const core = getDefaultRegistry().templates;

/** Id of the control of a field, from rjsf's dotted error property (`.contact.email`). */
export function fieldIdOf(property: string | undefined, idPrefix: string, idSeparator: string): string {
  const segments = (property ?? '').split('.').filter(Boolean);
  return [idPrefix, ...segments].join(idSeparator);
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  // The router would treat a hash change as a navigation: move focus ourselves.
  event.preventDefault();
  const target = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}"]`);
  target?.scrollIntoView({ block: 'center' });
  target?.focus();
}

/**
 * The summary at the top after a failed submit: count, then one link per error to its field. The form
 * moves focus to it (`.rjsf-summary`) on each failed submit — not on every change, which would pull
 * the caret out of the field being corrected.
 */
export function ErrorListTemplate({ errors, registry, schema, uiSchema }: ErrorListProps) {
  const { idPrefix, idSeparator } = registry.globalFormOptions;
  const say = rjsfSayOf(registry);
  const count = errors.length;
  // In the order of the fields (the validator says the missing ones first), the form's own errors first.
  const segmentsOf = (error: ErrorListProps['errors'][number]) => (error.property ?? '').split('.').filter(Boolean);
  const ordered = errors
    .map((error) => ({ error, position: fieldPosition(segmentsOf(error), schema, uiSchema) }))
    .sort((a, b) => compareFieldPositions(a.position, b.position))
    .map(({ error }) => error);
  // The form's validator words its errors (« Adresse e-mail : … », `title` set); the server's, added
  // by rjsf, read « .email … »: they are named by their field's label the same way.
  const text = (error: ErrorListProps['errors'][number]) => {
    const segments = segmentsOf(error);
    if (error.title !== undefined || segments.length === 0) return error.stack;
    const title = fieldTitle(segments, schema, uiSchema).replace(/\.$/u, '');
    return say('fieldError', { title, message: error.message ?? '' });
  };
  return (
    <div className="rjsf-summary" role="alert" tabIndex={-1} aria-labelledby={`${idPrefix}__summary-title`}>
      <h3 id={`${idPrefix}__summary-title`} className="rjsf-summary__title">
        {say('summary', { count })}
      </h3>
      <ul className="rjsf-summary__list">
        {ordered.map((error, index) => {
          const id = fieldIdOf(error.property, idPrefix, idSeparator);
          return (
            <li key={`${error.property ?? ''}-${index}`}>
              {error.property && error.property !== '.' ? (
                <a href={`#${id}`} onClick={(event) => focusField(event, id)}>
                  {text(error)}
                </a>
              ) : (
                text(error)
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** rjsf's input, plus `aria-invalid` while the field has errors. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const Core = core.BaseInputTemplate;
  return <Core {...props} aria-invalid={(props.rawErrors?.length ?? 0) > 0 ? true : undefined} />;
}

/**
 * A list's buttons (add, move, duplicate, remove an entry) with their label as visible text:
 * rjsf's own show only a Bootstrap glyphicon, a font we do not ship, so they looked like empty pills.
 */
function textButton(label: TranslatableString, tone: 'neutral' | 'danger' = 'neutral') {
  function TextButton({ registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, title: _title, className, ...button }: IconButtonProps) {
    return (
      <button type="button" {...button} className={`rjsf-button rjsf-button--${tone}${className ? ` ${className}` : ''}`}>
        {registry.translateString(label)}
      </button>
    );
  }
  return TextButton;
}

/**
 * One entry of a list: its fields, then its buttons (rjsf.css lays them out). rjsf's own writes its
 * layout in `style` attributes, which the server's HTML carries and the CSP refuses (a violation per
 * entry, reported on every page whose form the server renders with a list: the editor's hero).
 */
function ArrayFieldItemTemplate({ children, className, buttonsProps, hasToolbar, registry }: ArrayFieldItemTemplateProps) {
  const { ArrayFieldItemButtonsTemplate } = registry.templates;
  return (
    <div className={className}>
      <div>{children}</div>
      {hasToolbar ? (
        <div className="array-item-toolbox">
          <div className="btn-group">
            <ArrayFieldItemButtonsTemplate {...buttonsProps} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Templates to pass as the form's `templates`. */
export const rjsfTemplates: ComponentProps<typeof Form>['templates'] = {
  ErrorListTemplate,
  BaseInputTemplate,
  ArrayFieldItemTemplate,
  ButtonTemplates: {
    AddButton: textButton(TranslatableString.AddItemButton),
    CopyButton: textButton(TranslatableString.CopyButton),
    MoveUpButton: textButton(TranslatableString.MoveUpButton),
    MoveDownButton: textButton(TranslatableString.MoveDownButton),
    RemoveButton: textButton(TranslatableString.RemoveButton, 'danger'),
  },
};

/** Widgets to pass as the form's `widgets` (`FileWidget` replaces rjsf's unchecked one). */
export const rjsfWidgets: RegistryWidgetsType = { FileWidget };
