import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  // "dark" when chosen; "system" follows the OS through the media query, so it works without JS too.
  darkMode: ["variant", ["&:is(.dark *)", "@media (prefers-color-scheme: dark) { &:is(.system:not(.light) *) }"]],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef6ff",
          100: "#d9eaff",
          500: "#1d6fd8",
          600: "#155bb5",
          700: "#124a92",
          900: "#0c2a52",
        },
      },
      keyframes: {
        "toast-in": { from: { transform: "translateX(calc(100% + 1rem))" }, to: { transform: "translateX(0)" } },
        "toast-out": { from: { opacity: "1" }, to: { opacity: "0" } },
      },
      animation: {
        "toast-in": "toast-in 150ms ease-out",
        "toast-out": "toast-out 100ms ease-in",
      },
    },
  },
  plugins: [],
} satisfies Config;
