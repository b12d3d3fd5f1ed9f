/**
 * The signed-in member as the root loader hands it to every page: JSON-safe (the date is an ISO
 * string). It lives here rather than in root.tsx so the navigation and footer can name it without
 * importing the root route.
 */
export type RootUser = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  membershipStatus: string;
  createdAt: string;
};
