/** The longest name of a person or an organisation the API keeps; the web forms stop typing there too. */
export const MAX_NAME_LENGTH = 200;
/** The longest team name the API keeps (shorter: it is shown in filters and calendar feeds). */
export const MAX_TEAM_NAME_LENGTH = 100;
