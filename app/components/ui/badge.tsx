import type { ReactNode } from "react";

const tones = {
  blue: "bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-100",
  green: "bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100",
  yellow: "bg-yellow-100 text-yellow-800 dark:bg-yellow-900 dark:text-yellow-100",
  red: "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100",
  purple: "bg-purple-100 text-purple-800 dark:bg-purple-900 dark:text-purple-100",
  gray: "bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-200",
} as const;

export type BadgeTone = keyof typeof tones;

/**
 * Sized to its text: never wrapped onto a second line, never stretched across a flex column,
 * never squeezed by a long neighbour (a match title beside it).
 */
export function Badge({ tone = "gray", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex w-fit shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
