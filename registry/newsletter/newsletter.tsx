import { useId } from 'react';
import { NewsletterForm, useNewsletterEnabled } from '@/features/newsletter/use-newsletter';
import type { BlockComponentProps } from '../block-kit';
import type { NewsletterProps } from './props.gen';
import { formPanel } from '@/ui/form-panel';

/** The newsletter sign-up as a page block; nothing at all when the site has the newsletter off. */
export function Newsletter({ props }: BlockComponentProps<NewsletterProps>) {
  const titleId = useId();
  if (!useNewsletterEnabled()) return null;
  return (
    <section className={`${formPanel.root} vb-newsletter`} aria-labelledby={titleId}>
      <h2 id={titleId} className={`vb-title ${formPanel.title}`}>
        {props.title}
      </h2>
      {props.text ? <p className={formPanel.intro}>{props.text}</p> : null}
      <NewsletterForm id={`${titleId}form`} />
    </section>
  );
}
