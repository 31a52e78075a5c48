/**
 * Texts of the "Personnaliser" dialog, loaded with it (a lazy chunk) rather than with every page.
 */
export const PREFERENCES_TEXT = {
  dialogTitle: 'Personnaliser mes choix',
  dialogIntro:
    'Chaque outil n’est activé qu’avec votre accord, et seulement s’il est configuré sur ce site. Aucune case n’est cochée d’avance : cochez ce que vous acceptez, puis enregistrez.',
  save: 'Enregistrer mes choix',
  closeDialog: 'Fermer sans enregistrer',
  cookies: 'Cookies déposés',
  noCookie: 'Aucun cookie',
  exemptNote: 'Exempté de consentement (configuration recommandée par la CNIL) : actif sauf si vous décochez la case pour vous y opposer.',
  embedsTitle: 'Contenus tiers',
  embedsIntro: 'Contenus que vous avez choisi d’afficher. Décochez pour les masquer à nouveau.',
  acceptPrefix: 'Accepter',
} as const;
