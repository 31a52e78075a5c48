/**
 * The four analytics tools of SPEC §1 and which of them a tenant configured (app configuration,
 * `analytics`). A tool that is not configured does not exist for the consent module: no banner line,
 * no script, no CSP host (src/app/server/csp.ts follows the same configuration).
 */
import type { AppConfig } from '@/api/generated/types';

/** The tools, in the order the banner and the dialog list them. */
export const TOOL_IDS = ['matomo', 'gtm', 'plausible', 'pixel'] as const;

/** One analytics tool: `matomo` (self-hosted), `gtm` (tag manager), `plausible`, `pixel` (Meta). */
export type ToolId = (typeof TOOL_IDS)[number];

/** The analytics part of the app configuration. */
export type AnalyticsConfig = NonNullable<AppConfig['analytics']>;

/** Short names the banner shows (the dialog's details live in the lazy tool catalogue). */
export const TOOL_NAMES: Record<ToolId, string> = {
  matomo: 'Matomo',
  gtm: 'Google Tag Manager (Google Analytics)',
  plausible: 'Plausible',
  pixel: 'Pixel Meta (Facebook)',
};

/** The configured tools, and among them those the tenant declared CNIL-exempt (consent not needed). */
export interface ConfiguredTools {
  tools: ToolId[];
  exempt: ToolId[];
}

/**
 * Tools the configuration enables. Only Matomo and Plausible can be exempt, and only when the tenant
 * says so (`cnilExempt: true`, off by default): the exemption depends on how the tool is set up on its
 * own server, which this app cannot check (docs/sites.md, "Cookie consent and analytics").
 */
export function configuredTools(analytics: AppConfig['analytics']): ConfiguredTools {
  const a = analytics ?? {};
  const tools = TOOL_IDS.filter((id) => a[id] != null);
  const exempt = tools.filter((id) => (id === 'matomo' || id === 'plausible') && a[id]?.cnilExempt === true);
  return { tools, exempt };
}
