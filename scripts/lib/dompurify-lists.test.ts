// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMPURIFY_BUILD, extractDomPurifyLists, renderSanitizerLists } from './dompurify-lists';

describe('src/ui/sanitizer-lists.ts', () => {
  it('holds the allowlists of the installed DOMPurify (rerun scripts/gen-sanitizer-lists.ts after an upgrade)', () => {
    const lists = extractDomPurifyLists(readFileSync(DOMPURIFY_BUILD, 'utf8'));
    expect(lists.htmlTags).toContain('p');
    expect(lists.htmlTags).not.toContain('script');
    expect(lists.forbidContents).toContain('script');
    const generated = readFileSync(path.resolve('src/ui/sanitizer-lists.ts'), 'utf8');
    expect(generated).toBe(renderSanitizerLists(lists));
  });
});
