/**
 * The admin tools' French strings. Kept here, in the admin chunk, rather than in the shell's catalogue
 * (`fr-fr.ts`): visitors never download a line of admin text.
 */
export const adminText = {
  bar: {
    label: 'Barre d’administration',
    mode: 'Administration',
    panel: 'Panneau',
    panelLong: 'Panneau d’administration',
    catalogue: 'Catalogue',
    catalogueLong: 'Catalogue des blocs',
  },
  panel: {
    title: 'Administration du site',
    signedInAs: 'Connecté en tant que {email} ({role}).',
    sections: 'Sections du panneau',
    intro: 'Vérifiez les pages du site, leurs aperçus et les blocs en erreur avant qu’un visiteur ne les voie.',
  },
  check: {
    title: 'Empreintes et aperçus des pages',
    intro: 'Chaque page est rendue comme pour un visiteur ; son HTML est envoyé au serveur, qui dit s’il a changé depuis le dernier aperçu. Si oui, une image d’aperçu est générée et envoyée.',
    start: 'Vérifier toutes les pages',
    again: 'Vérifier à nouveau',
    progressLabel: 'Progression de la vérification',
    progress: 'Vérification en cours : {done} sur {total}.',
    summary: 'Vérification terminée : {total} mises en page, {updated} aperçus envoyés, {unchanged} inchangées, {failed} en échec.',
    tableCaption: 'Résultat de la vérification, page par page',
    columns: { page: 'Page', layout: 'Mise en page', result: 'Résultat', hash: 'Empreinte' },
    notChecked: 'Pas encore vérifiée',
    waiting: 'En attente',
    steps: { render: 'Rendu de la page…', hash: 'Calcul de l’empreinte…', capture: 'Génération de l’aperçu…', upload: 'Envoi de l’aperçu…' },
    unchanged: 'Inchangée',
    updated: 'Aperçu envoyé',
    failed: 'Échec : {message}',
    renderTimeout: 'La page n’a pas fini de se charger à temps.',
  },
} as const;
