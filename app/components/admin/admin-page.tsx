import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * Pieces the admin pages share: the back link above a page, the frame of a new/edit form page, and
 * the list table with its row links.
 */

// inline-block with py-0.5 makes each link at least 24 px tall, so row actions that wrap onto a second
// line on a phone still meet WCAG 2.2's target size.
export const adminLinkClass = "inline-block py-0.5 font-semibold text-brand-600 hover:underline dark:text-brand-100";
export const adminDangerLinkClass = "inline-block py-0.5 font-semibold text-red-600 hover:underline dark:text-red-400";

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to} className={`text-sm ${adminLinkClass}`}>
        {`← ${label}`}
      </Link>
    </p>
  );
}

/** A new or edit page: back to the list, the heading, then what the page passes (notes, the form). */
export function AdminFormPage({ back, title, children }: { back: { to: string; label: string }; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={back.to} label={back.label} />
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** A list table: caption, the column headings plus an unlabelled actions column, then the rows. */
export function AdminTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    // overflow-wrap:anywhere lets a long unbroken word (a title with a number in it) wrap, so the table fits a 390 px phone;
    // the actions column (the last) keeps its words whole, so "Edit" never breaks into a sliver of a link.
    <table className="w-full text-left text-sm [overflow-wrap:anywhere] [&_td:last-child]:[overflow-wrap:normal]">
      <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
      <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
        <tr>
          {columns.map((column) => (
            <th key={column} className="py-2">
              {column}
            </th>
          ))}
          {/* relative: the sr-only label is placed inside the cell, so a table wider than a phone's
              screen scrolls in its own box and never widens the page. */}
          <th className="relative py-2">
            <span className="sr-only">{m.admin_table_actions()}</span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
