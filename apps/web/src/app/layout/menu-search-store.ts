import { createSpotlight } from '@mantine/spotlight';

/**
 * The menu search's own Spotlight store: the trigger (MenuSearch) opens it before the dialog
 * (MenuSearchDialog) is downloaded; both import it from here.
 */
export const [menuSearchStore, menuSearch] = createSpotlight();
export const MENU_SEARCH_SHORTCUT = ['mod + K', '/'];
