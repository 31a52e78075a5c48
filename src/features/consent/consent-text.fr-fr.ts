/** The consent banner's strings in French (issue 36): a chunk of its own, loaded by French pages only (consent-text.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const consentFr = {
  title: 'Vos choix en matière de cookies',
  intro: 'Avec votre accord, nous utilisons',
  introEnd:
    'pour mesurer l’audience du site et l’efficacité de nos publications. Refuser n’empêche pas d’utiliser le site, et vous pouvez changer d’avis à tout moment (« Gérer les cookies », en bas de page).',
  newTools: 'Un nouvel outil a été ajouté depuis votre dernier choix : merci de nous redonner votre avis.',
  policy: 'Politique de cookies',
  acceptAll: 'Tout accepter',
  refuseAll: 'Tout refuser',
  customise: 'Personnaliser',
  close: 'Continuer sans accepter',
  manage: 'Gérer les cookies',
  and: 'et',
} as const;

export default consentFr;
