/**
 * The page as visitors will see it, inside an admin tool (the live preview, the page editor): the
 * site's main area around the blocks. A block that fails here is work in progress (an admin trying
 * props out), not a failure of the site: it shows as its diagnostic box and never reaches the error
 * reporter.
 */
import type { ReactNode } from 'react';
import type { Page } from '@/api/generated/types';
import { BlockReportsContext } from '@/renderer/failure-reporter';

/** The frame of the page's blocks (`className`: the tool's own frame). */
export function PreviewFrame({ page, className, children }: { page: Page; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <div className={`site-main site-main--${page.type === 'HOME' ? 'default' : 'page'}`}>
        <div className="site-main__content">
          <BlockReportsContext value={false}>{children}</BlockReportsContext>
        </div>
      </div>
    </div>
  );
}
