/** The organisation's name as the shop shows it (header logo, About hero). */
export const ORGANISATION_NAME = 'Community Rescue'
