/** The consent dialog's strings in French (issue 36): a chunk of its own, loaded by French pages only (preferences-text.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const preferencesFr = {
  'dialogTitle': 'Personnaliser mes choix',
  'dialogIntro':
    'Chaque outil n’est activé qu’avec votre accord, et seulement s’il est configuré sur ce site. Aucune case n’est cochée d’avance : cochez ce que vous acceptez, puis enregistrez.',
  'save': 'Enregistrer mes choix',
  'closeDialog': 'Fermer sans enregistrer',
  'cookies': 'Cookies déposés : ',
  'noCookie': 'Aucun cookie',
  'exemptNote': 'Exempté de consentement (configuration recommandée par la CNIL) : actif sauf si vous décochez la case pour vous y opposer.',
  'embedsTitle': 'Contenus tiers',
  'embedsIntro': 'Contenus que vous avez choisi d’afficher. Décochez pour les masquer à nouveau.',
  'acceptPrefix': 'Accepter',
  'months': { one: '{count} mois', other: '{count} mois' },
  'minutes': { one: '{count} minute', other: '{count} minutes' },
  'matomo.provider': 'Matomo, hébergé pour ce site (aucun partage avec des tiers)',
  'matomo.purpose': 'Mesure d’audience : pages vues, durée de la visite, provenance. Les statistiques restent sur le serveur du site.',
  'gtm.provider': 'Google Ireland Ltd (données pouvant être transférées hors de l’Union européenne)',
  'gtm.purpose': 'Mesure d’audience avec Google Analytics, chargé par le gestionnaire de balises Google Tag Manager : pages vues, appareil, provenance.',
  'plausible.provider': 'Plausible Insights OÜ (serveurs dans l’Union européenne)',
  'plausible.purpose': 'Mesure d’audience sans cookie ni suivi d’un site à l’autre : pages vues et provenance, comptées de façon agrégée.',
  'pixel.provider': 'Meta Platforms Ireland Ltd (données pouvant être transférées hors de l’Union européenne)',
  'pixel.purpose':
    'Mesure de l’efficacité de nos publications sur Facebook et Instagram : Meta apprend que vous avez consulté le site et peut relier cette visite à votre compte.',
} as const;

export default preferencesFr;
