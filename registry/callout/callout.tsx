import { useId } from 'react';
import { nonEmptyLines } from '@/lib/text-lines';
import type { BlockComponentProps } from '../block-kit';
import { BlockLink } from '../block-link';
import { landmarkName } from '../block-header';
import type { CalloutProps } from './props.gen';
import './callout.css';
import { useI18n } from '@/features/i18n/use-i18n';

/** A highlighted box: a precaution, practical note or invitation, with an optional button. */
export function Callout({ props }: BlockComponentProps<CalloutProps>) {
  const titleId = useId();
  const { t } = useI18n();
  const paragraphs = nonEmptyLines(props.text);
  return (
    <aside className={`vb-callout vb-callout--${props.tone}`} {...landmarkName(titleId, props.title, t('blocks.callout'))}>
      {props.title ? (
        <h2 id={titleId} className="vb-title vb-callout__title">
          {props.title}
        </h2>
      ) : null}
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="vb-callout__text">
          {paragraph}
        </p>
      ))}
      {props.cta ? (
        <BlockLink href={props.cta.href} className={`vb-button ${props.tone === 'calm' ? 'vb-button--primary' : 'vb-button--secondary'} vb-callout__cta`}>
          {props.cta.label}
        </BlockLink>
      ) : null}
    </aside>
  );
}
