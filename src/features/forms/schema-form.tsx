/**
 * An rjsf form wired the Vitrine way (rjsf-setup.ts, in the page's language): the eval-free validator,
 * rjsf's strings, the shared templates (error summary with links, checked file widget), no browser validation bubbles, no
 * pre-ticked consent. It owns the submission: one at a time, a progress indicator, the server's field
 * errors replacing the form's own (SPEC §5) until the visitor edits that field, everything typed
 * (files included) kept on failure, and a success panel.
 *
 * This module pulls rjsf in: import it lazily (`lazy(() => import(...))`), never from the initial load.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { ApiError } from '@/api/api-error';
import { useMessages } from '@/features/i18n/use-messages';
import { Button } from '@/ui/button';
import { describeDataUrl } from '@/ui/rjsf/file-widget';
import { formatFileSize } from '@/ui/rjsf/words';
import type { RjsfFormDefinition } from './form-schema';
import { formsMessages } from './messages';
import { useRjsfSetup } from './use-rjsf-setup';
import './schema-form.css';
import { isRecord } from '@/lib/is-record';

/** Props of {@link SchemaForm}. */
export interface SchemaFormProps {
  definition: RjsfFormDefinition;
  /** Prefix of every field id (unique on the page). */
  idPrefix: string;
  submitLabel: string;
  /** Sends the data; resolves with the success message, rejects with an `ApiError` (field errors in `fieldErrors`). */
  send: (formData: Record<string, unknown>) => Promise<string>;
  /** Shown above the success message (« Merci ! » in the page's language when absent). */
  successTitle?: string | undefined;
  /** Extra content under the success message (e.g. the contact hours). */
  successExtra?: ReactNode;
}

/** `{ "contact.email": "…" }` (the API's field errors) → rjsf's nested ErrorSchema. */
export function toExtraErrors(fieldErrors: Readonly<Record<string, string>>): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    if (path === '_global') continue;
    let node = root;
    for (const key of path.split('.')) {
      const next = isRecord(node[key]) ? node[key] : {};
      node[key] = next;
      node = next;
    }
    node.__errors = [message];
  }
  return root as ErrorSchema;
}

function uploadBytes(data: unknown, fileFields: readonly string[]): number {
  if (!isRecord(data)) return 0;
  let total = 0;
  for (const key of fileFields) {
    const value = data[key];
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') total += describeDataUrl(item)?.size ?? 0;
  }
  return total;
}

/**
 * What the visitor typed or ticked in the server's HTML of the form before it hydrated, as rjsf's
 * form data (top-level text, number and yes/no fields; lists and files are left as they are): the
 * form keeps its data in its own state, which starts empty, so without this a submit right after
 * hydration found every field empty and the next render cleared what the visitor saw.
 */
function typedBeforeHydration(form: HTMLFormElement, definition: RjsfFormDefinition, idPrefix: string): Record<string, unknown> | null {
  const properties = isRecord(definition.schema.properties) ? definition.schema.properties : {};
  const typed: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    const type = isRecord(property) ? property.type : undefined;
    const field = form.elements.namedItem(`${idPrefix}_${key}`);
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (type === 'boolean' && field.checked) typed[key] = true;
      continue;
    }
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement || field instanceof RadioNodeList))
      continue;
    if (field instanceof HTMLInputElement && field.type === 'file') continue;
    const value = field.value;
    if (value === '') continue;
    if (type === 'string') typed[key] = value;
    else if ((type === 'number' || type === 'integer') && Number.isFinite(Number(value))) typed[key] = Number(value);
  }
  return Object.keys(typed).length > 0 ? typed : null;
}

/** A CMS or site form rendered by rjsf (see module comment). */
export function SchemaForm({ definition, idPrefix, submitLabel, send, successTitle, successExtra }: SchemaFormProps) {
  const t = useMessages(formsMessages);
  const rjsf = useRjsfSetup();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** The size of the files being sent, for the pending message (read at submit, not from a ref while rendering). */
  const [sendingBytes, setSendingBytes] = useState(0);
  const [success, setSuccess] = useState<string | null>(null);
  const sending = useRef(false);
  const sentData = useRef<Record<string, unknown>>({});
  const failureRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const formRef = useRef<Form>(null);
  const statusId = useId();
  // rjsf blocks submit whenever `extraErrors` is set (even empty): pass it only while there are some.
  const extraErrors = useMemo(() => (Object.keys(serverErrors).some((k) => k !== '_global') ? toExtraErrors(serverErrors) : undefined), [serverErrors]);

  useEffect(() => {
    // Once, on mount: what was typed before hydration goes into the form's own state, which then
    // holds whatever the visitor types (the form stays uncontrolled).
    const form = containerRef.current?.querySelector('form');
    const typed = form ? typedBeforeHydration(form, definition, idPrefix) : null;
    for (const [key, value] of Object.entries(typed ?? {})) formRef.current?.setFieldValue(key, value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  useEffect(() => {
    if (success !== null) successRef.current?.focus();
  }, [success]);
  useEffect(() => {
    // After a refused submit, the summary takes focus (and role=alert announces it).
    if (failedSubmits > 0) containerRef.current?.querySelector<HTMLElement>('.rjsf-summary')?.focus();
  }, [failedSubmits]);

  // The form keeps what the visitor types in its own state (uncontrolled: no `formData` prop). Handing each change back as a prop re-rendered this component and made rjsf compare
  // every prop deeply and derive its whole state a second time, per keystroke: ≈ 150 ms a key on a
  // 4× slower phone (issue 37). Nothing here re-renders while the visitor types.
  function onChange(event: IChangeEvent) {
    const next = isRecord(event.formData) ? event.formData : {};
    // A server error belongs to the value it judged: editing the field clears it.
    setServerErrors((current) => {
      const kept = Object.entries(current).filter(([path]) => {
        const top = path.split('.')[0] ?? path;
        return JSON.stringify(next[top]) === JSON.stringify(sentData.current[top]);
      });
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }

  async function onSubmit(event: IChangeEvent) {
    if (sending.current) return;
    sending.current = true;
    const data = isRecord(event.formData) ? event.formData : {};
    sentData.current = data;
    setSendingBytes(uploadBytes(data, definition.fileFields));
    setPending(true);
    setFailure(null);
    try {
      const message = await send(data);
      setServerErrors({});
      setSuccess(message);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : null;
      setServerErrors(fieldErrors ?? {});
      const base = error instanceof ApiError && error.message ? error.message : t('sendFailed');
      setFailure(fieldErrors ? t('fixAndResend', { message: fieldErrors._global ?? base }) : t('keptRetry', { message: base }));
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  if (success !== null) {
    return (
      <div ref={successRef} className="schema-form__success" role="status" tabIndex={-1}>
        <p className="schema-form__success-title">{successTitle ?? t('thanks')}</p>
        <p>{success}</p>
        {successExtra}
      </div>
    );
  }

  const bytes = pending ? sendingBytes : 0;
  return (
    <div ref={containerRef} className="schema-form">
      <p className="schema-form__legend">
        {t('legendBefore')}
        <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t('asterisk')}</span>
        {t('legendAfter')}
      </p>
      {failure ? (
        <div ref={failureRef} className="schema-form__failure" role="alert" tabIndex={-1}>
          {failure}
        </div>
      ) : null}
      <Form
        className="rjsf-form"
        // A submit before hydration must not put what the visitor typed in the address (a form without method is a GET).
        method="post"
        schema={definition.schema}
        uiSchema={definition.uiSchema}
        {...rjsf}
        idPrefix={idPrefix}
        showErrorList="top"
        extraErrors={extraErrors}
        extraErrorsBlockSubmit
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never', requiredBooleanDefault: 'skip' }}
        ref={formRef}
        onChange={onChange}
        // The summary template shows the errors; rjsf's default handler would only log them.
        onError={() => setFailedSubmits((n) => n + 1)}
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className="schema-form__actions">
          <Button type="submit" variant="primary" pending={pending} aria-describedby={pending ? statusId : undefined}>
            {pending ? t('sending') : submitLabel}
          </Button>
          <div id={statusId} className="schema-form__progress" aria-live="polite">
            {pending ? (
              <>
                <progress aria-label={t('sending')} />
                <span>{bytes > 0 ? t('sendingFiles', { size: formatFileSize(bytes, t) }) : t('sending')}</span>
              </>
            ) : null}
          </div>
        </div>
      </Form>
    </div>
  );
}

export default SchemaForm;
