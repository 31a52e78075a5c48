/**
 * The page editor's writes (issue 35), one factory per call: the call, what it makes stale in the
 * query cache, and its failures in French (`editorFailure`). Components use them with `useMutation`.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { ApiError } from '../api-error';
import type { Block, ConfDraft, CreatePageBody, UpdatePageBody } from '../generated/types';
import { callKeyPrefix, tenantKey } from '../queries/keys';
import { readQueryOptions } from '../queries/read';

/** What a failed editor write was, for the page to act on, and its French message. */
export interface EditorFailure {
  kind: 'offline' | 'conflict' | 'invalid' | 'forbidden' | 'other';
  message: string;
  /** Field errors of the answer (`<block id>/<field>` for a refused publication), else empty. */
  fields: Record<string, string>;
}

/** A failed editor write in French: offline, someone saved since (409), invalid blocks (422)… */
export function editorFailure(error: unknown): EditorFailure {
  const fields = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 0)
    return { kind: 'offline', message: 'Connexion impossible : vos modifications sont gardées dans cet onglet et seront envoyées dès que possible.', fields };
  if (status === 409) return { kind: 'conflict', message: error instanceof Error ? error.message : 'Quelqu’un a enregistré cette page entre-temps.', fields };
  if (status === 422 || status === 400) return { kind: 'invalid', message: error instanceof Error ? error.message : 'Certains champs sont invalides.', fields };
  if (status === 401 || status === 403)
    return { kind: 'forbidden', message: 'Votre session d’administrateur a expiré : reconnectez-vous, vos modifications restent dans cet onglet.', fields };
  return {
    kind: 'other',
    message: `Le serveur n’a pas pu enregistrer (${error instanceof Error ? error.message : String(error)}). Nouvel essai dans quelques secondes.`,
    fields,
  };
}

/**
 * The draft query takes a saved or restored draft: the editor reads it once, when it opens (kept
 * fresh for good), so an editor opened again in the tab (« Voir la page publiée », then « Modifier »)
 * starts from the draft as saved, at its revision — not from the draft first opened, whose older
 * revision made the next save a 409 from the admin's own edits.
 */
const draftQueryTakes =
  (api: ApiClient, slug: string) =>
  (draft: ConfDraft, _variables: unknown, _context: unknown, { client }: { client: QueryClient }) => {
    client.setQueryData(readQueryOptions(api, 'getConfDraft', { pathParams: { slug } }).queryKey, draft);
  };

/** `PUT /admin/component/conf/{slug}/draft`: the draft saved; the draft query takes the answer. */
export const saveDraftMutation = (api: ApiClient, slug: string) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'saveConfDraft', slug),
    mutationFn: (body: { revision: number; blocks: Block[] }) => api.call('saveConfDraft', { pathParams: { slug }, body }),
    onSuccess: draftQueryTakes(api, slug),
  });

/** `POST …/publish`: the public page, the versions and the tree (a new page joins it) are stale. */
export const publishMutation = (api: ApiClient, slug: string) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'publishConf', slug),
    mutationFn: (revision: number) => api.call('publishConf', { pathParams: { slug }, body: { revision } }),
    onSuccess: async (_version, _revision, _context, { client }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getComponentConf', { slug }) }),
        client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getConfVersions', { slug }) }),
        client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getConfDraft', { slug }) }),
        client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getAdminPages') }),
        client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getPageTree') }),
      ]);
    },
  });

/** `POST …/versions/{n}/restore`: version n becomes the draft; the draft query takes it. */
export const restoreVersionMutation = (api: ApiClient, slug: string) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'restoreConfVersion', slug),
    mutationFn: (number: number) => api.call('restoreConfVersion', { pathParams: { slug, number } }),
    onSuccess: draftQueryTakes(api, slug),
  });

/** `POST /admin/page`: the admin's tree is stale. */
export const createPageMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'createPage'),
    mutationFn: (body: CreatePageBody) => api.call('createPage', { body }),
    onSuccess: (_page, _body, _context, { client }) => client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getAdminPages') }),
  });

/** `POST /admin/media` (multipart, the file under `image`): the media list is stale. */
export const uploadMediaMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'uploadMedia'),
    mutationFn: (image: File) => api.call('uploadMedia', { body: { image } }),
    onSuccess: (_media, _image, _context, { client }) => client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getMedia') }),
  });

/**
 * `PUT /admin/page/{id}` (title, address, parent, menu): the admin's tree, the public tree and the
 * page's own reads are stale; the API moves the page's draft and versions with a new address.
 */
export const updatePageMutation = (api: ApiClient, id: number) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'updatePage', id),
    mutationFn: (body: UpdatePageBody) => api.call('updatePage', { pathParams: { id }, body }),
    onSuccess: async (_page, _body, _context, { client }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getAdminPages') }),
        client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getPageTree') }),
        client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getPage') }),
      ]);
    },
  });

/** `DELETE /admin/page/{id}`: the page, its draft and versions are gone; both trees are stale. */
export const deletePageMutation = (api: ApiClient, id: number) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'deletePage', id),
    mutationFn: () => api.call('deletePage', { pathParams: { id } }),
    onSuccess: async (_answer, _variables, _context, { client }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getAdminPages') }),
        client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getPageTree') }),
      ]);
    },
  });
