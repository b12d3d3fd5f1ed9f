import { useState } from "react";
import { initials } from "~/models/membership";

type Props = {
  user: { firstName: string | null; lastName: string | null; email?: string | null; profileImageUrl?: string | null };
  size?: "sm" | "lg";
};

/** The member's picture, or their initials when there is none or it fails to load. */
export function Avatar({ user, size = "sm" }: Props) {
  const [broken, setBroken] = useState(false);
  const box = size === "lg" ? "h-20 w-20 text-2xl" : "h-8 w-8 text-xs";
  if (user.profileImageUrl && !broken) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        className={`${box} rounded-full object-cover`}
        onError={() => setBroken(true)}
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      translate="no"
      className={`${box} inline-flex items-center justify-center rounded-full bg-brand-600 font-semibold text-white`}
    >
      {initials(user)}
    </span>
  );
}
