// PUT /api/auth/user/profile, an older address clients may still call, is the same update as /api/user/profile.
export { action, loader } from "./user.profile";
