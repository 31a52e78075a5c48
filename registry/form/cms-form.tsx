import { useId } from 'react';
import { formsMessages } from '@/features/forms/messages';
import { LazySchemaForm, useCmsForm } from '@/features/forms/use-cms-form';
import { useMessages } from '@/features/i18n/use-messages';
import { frenchSpacing } from '@/lib/french-typography';
import type { BlockComponentProps } from '../block-kit';
import type { FormProps } from './props.gen';
import { formPanel } from '@/ui/form-panel';
import { useInnerBoundaryMark } from '@/renderer/block-contract';

/**
 * A CMS form: title, introduction, then the fields rjsf renders from the converted definition. A
 * definition the converter does not understand throws here, so the block fails alone (diagnostic
 * for admins) and the page stays up.
 */
export function CmsForm({ props }: BlockComponentProps<FormProps>) {
  const titleId = useId();
  const { form, definition, send } = useCmsForm(props.formId);
  const t = useMessages(formsMessages);
  const hydratedMark = useInnerBoundaryMark();
  return (
    <section className={formPanel.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={`vb-title ${formPanel.title}`}>
        {props.title || form.name}
      </h2>
      {props.showDescription && form.description ? <p className={formPanel.intro}>{frenchSpacing(form.description)}</p> : null}
      <LazySchemaForm
        hydratedMark={hydratedMark}
        definition={definition}
        idPrefix={`form-${form.id}`}
        submitLabel={form.submitLabel || t('send')}
        send={send}
        successTitle={t('requestSentTitle')}
      />
    </section>
  );
}
