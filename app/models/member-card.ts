/** The member card's page. */
export const MEMBER_CARD_PATH = "/profile/card";
/**
 * The Cache API cache the card's former worker kept the card in; the stub that replaced that
 * worker deletes it (the site's worker keeps the card now).
 */
export const MEMBER_CARD_CACHE = "member-card-v1";
