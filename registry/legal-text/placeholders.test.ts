// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeHtml, fillPlaceholders } from './placeholders';

const params = [
  { type: 'COMPANY_NAME', value: 'Maëlle Guérin Bien-être' },
  { type: 'COMPANY_SIRET', value: '912 345 675 00017' },
  { type: 'COMPANY_VAT', value: null },
  { type: 'COMPANY_HOST', value: 'OVH <SAS> & Cie' },
];

describe('fillPlaceholders', () => {
  it('replaces known placeholders with the setting value', () => {
    const { html, missing } = fillPlaceholders('<p>{{COMPANY_NAME}}, SIRET {{ COMPANY_SIRET }}</p>', params, false);
    expect(html).toBe('<p>Maëlle Guérin Bien-être, SIRET 912 345 675 00017</p>');
    expect(missing).toEqual([]);
  });

  it('escapes values so a setting cannot inject markup', () => {
    expect(fillPlaceholders('{{COMPANY_HOST}}', params, false).html).toBe('OVH &lt;SAS&gt; &amp; Cie');
  });

  it('removes unknown or empty placeholders for visitors', () => {
    const { html, missing } = fillPlaceholders('<p>TVA : {{COMPANY_VAT}} — {{COMPANY_FAX}}</p>', params, false);
    expect(html).toBe('<p>TVA :  — </p>');
    expect(missing).toEqual(['COMPANY_VAT', 'COMPANY_FAX']);
  });

  it('keeps unknown placeholders visible (highlighted) for admins', () => {
    const { html } = fillPlaceholders('<p>{{COMPANY_FAX}}</p>', params, true);
    expect(html).toContain('<mark');
    expect(html).toContain('{{COMPANY_FAX}}');
  });

  it('escapeHtml escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
