// SPEC §7 also names PUT /api/auth/user/profile; it is the same update as /api/user/profile.
export { action, loader } from "./user.profile";
