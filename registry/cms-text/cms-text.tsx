import { SafeHtml } from '@/ui/safe-html';
import type { BlockComponentProps } from '../block-kit';
import type { CmsTextProps } from './props.gen';
import './cms-text.css';

/** Rich text from the CMS, sanitized by SafeHtml. */
export function CmsText({ props }: BlockComponentProps<CmsTextProps>) {
  return <SafeHtml className={`vb-prose vb-prose--${props.width} vb-prose--${props.align}`} html={props.html} />;
}
