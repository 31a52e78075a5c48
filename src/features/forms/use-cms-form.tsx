/**
 * The forms feature's public door for blocks: read and convert a CMS form, send it, and render an
 * rjsf form whose code (rjsf + the validator) loads only when a form is on the page.
 */
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { submitFormMutation } from '@/api/mutations/forms';
import { dataUrlToFile } from '@/api/multipart';
import { formQueryOptions } from '@/api/queries/content';
import type { Form } from '@/api/generated/types';
import { formToRjsf, splitSubmission, type RjsfFormDefinition } from './form-schema';
import { FormShell } from './form-shell';
import { useMessages } from '@/features/i18n/use-messages';
import { formsMessages } from './messages';
import type { SchemaFormProps } from './schema-form';

const SchemaForm = lazy(() => import('./schema-form'));

/**
 * An rjsf form (see schema-form.tsx), loaded lazily; its static shell shows meanwhile. A block gives
 * it `hydratedMark` (the renderer's `useInnerBoundaryMark()`): while its island hydrates, the form is
 * the server's HTML until rjsf's code arrives, and the island (its held submit, the page's
 * « interactive » mark) waits for it — else a submit in between went to the server.
 */
export function LazySchemaForm({ hydratedMark, ...props }: SchemaFormProps & { hydratedMark?: ReactNode }) {
  const order = props.definition.uiSchema['ui:order'];
  return (
    <Suspense
      fallback={
        <FormShell schema={props.definition.schema} order={Array.isArray(order) ? order.filter((k): k is string => typeof k === 'string') : undefined} />
      }
    >
      <SchemaForm {...props} />
      {hydratedMark}
    </Suspense>
  );
}

/**
 * A CMS form by id (suspends until loaded), converted for rjsf, with `send` posting it multipart
 * (values as JSON, files under `image`/`images`, SPEC §7). The conversion throws
 * `FormDefinitionError` for a form it cannot render: let it reach the block's error boundary.
 */
export function useCmsForm(formId: number): { form: Form; definition: RjsfFormDefinition; send: (formData: Record<string, unknown>) => Promise<string> } {
  const api = useApi();
  const { data: form } = useSuspenseQuery(formQueryOptions(api, formId));
  const t = useMessages(formsMessages);
  const definition = useMemo(() => formToRjsf(form, { phoneInvalid: t('phoneInvalid'), choose: t('choose') }), [form, t]);
  const { mutateAsync: submitForm } = useMutation(submitFormMutation(api, form.id));
  async function send(formData: Record<string, unknown>): Promise<string> {
    const { values, files } = splitSubmission(formData, definition.fileFields);
    const asFiles = files.map((url, index) => dataUrlToFile(url, `fichier-${index + 1}`));
    const [first] = asFiles;
    const body = asFiles.length === 1 && first ? { values, image: first } : { values, ...(asFiles.length ? { images: asFiles } : {}) };
    await submitForm(body);
    return form.successMessage ?? t('sent');
  }
  return { form, definition, send };
}
