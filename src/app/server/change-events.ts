/**
 * Change events from the builder (issue 34): `POST /__vitrine/events`, signed with the Standard
 * Webhooks scheme — headers `webhook-id`, `webhook-timestamp`, `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`), secret `EVENTS_SECRET` in its `whsec_…` form —
 * checked by the `standardwebhooks` library (pure JavaScript HMAC, constant-time comparison: the same
 * on Node and workerd). A timestamp more than 5 minutes off, a `webhook-id` seen before (bounded
 * memory) or a bad signature → 401 and nothing changes; a signed body that is not a ChangeEvent
 * (schemas/change-event.schema.json) → 400.
 *
 * What an event does ({@link applyChangeEvent}): `site.updated` / `site.deleted` forget the site's
 * directory entry and its hosts and purge everything tagged with the site; `content.published`
 * purges the pages that read the resources named (`tags`, with their parents) or the `paths` named.
 * In a cluster, the process that received the event relays it to the others (scripts/lib/cluster.ts),
 * each applying it to its own caches; only the receiver purges the CDN.
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { validateChangeEvent } from '@/api/generated/validators.js';
import { purgeTagsOf } from '@/lib/cache-tags';
import { cdnPurgerFromSettings } from './cdn-purge';
import type { Settings, TenantSource } from './tenants';

/** The path of the endpoint, on every host the server answers. */
export const EVENTS_PATH = '/__vitrine/events';

/** A change, as the builder sends it. */
export type ChangeEvent =
  | { type: 'site.updated'; data: { siteId: number; hosts?: string[] } }
  | { type: 'site.deleted'; data: { siteId: number; hosts: string[] } }
  | { type: 'content.published'; data: { siteId: number; tags?: string[]; paths?: string[] } };

/** A verified event and its `webhook-id` (what other processes remember against replays). */
export interface VerifiedEvent {
  id: string;
  event: ChangeEvent;
}

/** Options of {@link createEventReceiver}. */
export interface EventReceiverOptions {
  /** `EVENTS_SECRET`, `whsec_` + base64. */
  secret: string;
  /** Ids remembered against replays (default 10,000). */
  maxIds?: number;
  /** Clock, ms (the replay memory's; the timestamp check uses the library's own clock). */
  now?: () => number;
}

/** Checks incoming events. */
export interface EventReceiver {
  /** The verified event of a request, or the refusal to answer (401, 400, 413). */
  receive(request: Request): Promise<VerifiedEvent | Response>;
  /** Remember an id verified by another process (a relayed event): its replay is refused here too. */
  remember(id: string): void;
}

/** How long an id is remembered: beyond, its timestamp is refused anyway (5 minutes each way). */
const REPLAY_WINDOW_MS = 10 * 60 * 1000;
/** Largest body read. */
const MAX_BODY_BYTES = 64 * 1024;

function refusal(status: number, message: string): Response {
  return Response.json({ success: false, data: null, message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * A receiver for `secret`; throws at start when the secret is not a `whsec_…` key (a typo must not
 * leave the endpoint open or silently shut).
 */
export function createEventReceiver({ secret, maxIds = 10_000, now = Date.now }: EventReceiverOptions): EventReceiver {
  if (!/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret.trim())) throw new Error('EVENTS_SECRET must be a Standard Webhooks secret: whsec_ followed by base64.');
  const webhook = new Webhook(secret.trim());
  // Id → when it may be forgotten; insertion order is arrival order, so the oldest go first.
  const seen = new Map<string, number>();

  function remember(id: string): void {
    const time = now();
    for (const [old, until] of seen) {
      if (until > time && seen.size < maxIds) break;
      seen.delete(old);
    }
    seen.set(id, time + REPLAY_WINDOW_MS);
  }

  return {
    remember,
    async receive(request) {
      if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
      const length = Number(request.headers.get('content-length') ?? 0);
      if (length > MAX_BODY_BYTES) return refusal(413, 'Événement trop long.');
      const body = await request.text();
      if (body.length > MAX_BODY_BYTES) return refusal(413, 'Événement trop long.');
      const headers = {
        'webhook-id': request.headers.get('webhook-id') ?? '',
        'webhook-timestamp': request.headers.get('webhook-timestamp') ?? '',
        'webhook-signature': request.headers.get('webhook-signature') ?? '',
      };
      let payload: unknown;
      try {
        payload = webhook.verify(body, headers);
      } catch (error) {
        if (error instanceof WebhookVerificationError) return refusal(401, 'Événement refusé\u00a0: signature ou horodatage invalide.');
        // Signed, but not JSON.
        if (error instanceof SyntaxError) return refusal(400, 'Événement mal formé.');
        throw error;
      }
      const id = headers['webhook-id'];
      const until = seen.get(id);
      if (until !== undefined && until > now()) return refusal(401, 'Événement refusé\u00a0: déjà reçu.');
      remember(id);
      if (!validateChangeEvent(payload)) return refusal(400, 'Événement inconnu ou mal formé.');
      return { id, event: payload as ChangeEvent };
    },
  };
}

/** What an event acts on, in one process. */
export interface ChangeTargets {
  tenants: TenantSource;
  /** Drop every cached response carrying one of these tags (the process's own caches). */
  purge(tags: readonly string[]): void;
}

/** The tags an event purges. */
export function purgeTagsOfEvent(event: ChangeEvent): string[] {
  if (event.type === 'content.published') return purgeTagsOf(event.data.siteId, event.data);
  return purgeTagsOf(event.data.siteId, { wholeSite: true });
}

/** Act on an event in this process: forget what the directory said, purge what the change made stale. */
export function applyChangeEvent(event: ChangeEvent, targets: ChangeTargets): void {
  if (event.type !== 'content.published') targets.tenants.forget({ siteId: event.data.siteId, hosts: event.data.hosts });
  targets.purge(purgeTagsOfEvent(event));
}

/** Options of {@link createChangeDispatcher}. */
export interface ChangeDispatcherOptions {
  /** This process's directory and caches (none: a cluster's primary, which keeps no cache). */
  targets?: ChangeTargets | undefined;
  /** Tell the other processes (a cluster's workers: scripts/lib/cluster.ts `relayChange`, `broadcastChange`). */
  relay?: ((verified: VerifiedEvent) => void) | undefined;
  /** Purge the CDN in front (`CDN_PURGE_URL`: src/app/server/cdn-purge.ts). */
  purgeCdn?: ((tags: readonly string[]) => Promise<void>) | undefined;
  /** Waits between the CDN's two purges when other processes are told (default 500 ms). */
  settleMs?: number;
}

/** Acts on a change everywhere it must; resolves with the tags purged once the CDN has been purged. */
export type ChangeDispatcher = (verified: VerifiedEvent) => Promise<string[]>;

/**
 * THE way a change reaches Vitrine, whoever tells it — the events endpoint once an event is verified,
 * or the demo API in the same process (scripts/serve.ts): act here, tell the other processes, then
 * purge the CDN. With other processes, the CDN is purged a second time `settleMs` later: a request
 * that reached the CDN between the first purge and a slower process's own purge cannot leave the old
 * page there.
 */
export function createChangeDispatcher({ targets, relay, purgeCdn, settleMs = 500 }: ChangeDispatcherOptions): ChangeDispatcher {
  return async (verified) => {
    if (targets) applyChangeEvent(verified.event, targets);
    relay?.(verified);
    const tags = purgeTagsOfEvent(verified.event);
    if (purgeCdn) {
      await purgeCdn(tags);
      if (relay) setTimeout(() => void purgeCdn(tags), settleMs);
    }
    return tags;
  };
}

/** `POST /__vitrine/events`: verify, then dispatch ({@link createChangeDispatcher}). */
export function createEventsEndpoint({ receiver, dispatch }: { receiver: EventReceiver; dispatch: ChangeDispatcher }): (request: Request) => Promise<Response> {
  return async (request) => {
    const verified = await receiver.receive(request);
    if (verified instanceof Response) return verified;
    const purged = await dispatch(verified);
    return Response.json({ success: true, data: { type: verified.event.type, purged }, message: '' }, { headers: { 'Cache-Control': 'no-store' } });
  };
}

/**
 * Act on an event another process verified and relayed (or the demo API of a cluster's primary sent):
 * remember its id against replays when this process has an endpoint, apply it.
 */
export function applyRelayedEvent(receiver: EventReceiver | null, targets: ChangeTargets, id: string, event: unknown): void {
  receiver?.remember(id);
  if (validateChangeEvent(event)) applyChangeEvent(event as ChangeEvent, targets);
}

/** What a server gets from {@link changeEventsFromSettings}. */
export interface ServerChangeEvents {
  /** How a change is acted on (the endpoint's, and the demo API's in the same process). */
  dispatch: ChangeDispatcher;
  /** The endpoint's receiver (replays remembered), or null without `EVENTS_SECRET`. */
  receiver: EventReceiver | null;
  /** `POST /__vitrine/events`, or undefined without `EVENTS_SECRET` (then there is no endpoint). */
  endpoint: ((request: Request) => Promise<Response>) | undefined;
}

/**
 * A server's change events from its settings, the same on Node and workerd: `EVENTS_SECRET` (the
 * endpoint) and `CDN_PURGE_URL` (the CDN purged on each change), acting on `targets`, told to the
 * other processes through `relay` (a cluster's workers).
 */
export function changeEventsFromSettings(env: Settings, targets: ChangeTargets, relay?: (verified: VerifiedEvent) => void): ServerChangeEvents {
  const secret = env.EVENTS_SECRET?.trim();
  const receiver = secret ? createEventReceiver({ secret }) : null;
  const dispatch = createChangeDispatcher({ targets, relay, purgeCdn: cdnPurgerFromSettings(env) });
  return { dispatch, receiver, endpoint: receiver ? createEventsEndpoint({ receiver, dispatch }) : undefined };
}
