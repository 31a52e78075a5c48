import { SafeHtml } from '@/ui/safe-html';
import type { BlockComponentProps } from '../block-kit';
import type { CmsTextProps } from './props.gen';
import { prose } from '@/ui/prose';

/** Rich text from the CMS, sanitized by SafeHtml. */
export function CmsText({ props }: BlockComponentProps<CmsTextProps>) {
  return <SafeHtml className={`${prose} ${prose}--${props.width} ${prose}--${props.align}`} html={props.html} />;
}
