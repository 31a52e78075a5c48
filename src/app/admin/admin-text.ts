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
    editPage: 'Blocs de la page',
    editPageLong: 'Modifier les blocs de cette page (aperçu)',
    catalogue: 'Catalogue',
    catalogueLong: 'Catalogue des blocs',
  },
  panel: {
    title: 'Administration du site',
    signedInAs: 'Connecté en tant que {email} ({role}).',
    sections: 'Sections du panneau',
    intro: 'Vérifiez les pages du site, leurs aperçus et les blocs en erreur avant qu’un visiteur ne les voie.',
  },
} as const;
