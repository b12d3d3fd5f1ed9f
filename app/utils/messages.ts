/** Message texts of SPEC §8 used in more than one place, exactly as written there. */
export const LOGGED_OUT = { title: "Unauthorized", message: "You are logged out. Logging in again..." } as const;
export const ADMIN_ONLY = { title: "Unauthorized", message: "Admin access required. Redirecting..." } as const;
export const PROFILE_LOGGED_OUT = { title: "Access Denied", message: "Please log in to view your profile." } as const;

/** SPEC §9 redirect delays. */
export const SETTINGS_LOGIN_DELAY_MS = 500;
export const PROFILE_LOGIN_DELAY_MS = 2000;
