import { useState, type MouseEvent } from "react";
import { showToast } from "~/components/site/toaster";
import { buttonClass } from "~/components/ui/button";
import { LOGGED_OUT, SETTINGS_LOGIN_DELAY_MS } from "~/utils/messages";
import * as m from "~/i18n/paraglide/messages/_index.js";

const MEMBER_EXPORT_URL = "/api/admin/users/export";

function fileName(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? "roadies-members.csv";
}

/**
 * Export Member List: without JavaScript a plain link that downloads the CSV; with it the file is
 * fetched, handed to the browser as a download and the outcome shown as a toast.
 */
export function MemberExportButton() {
  const [exporting, setExporting] = useState(false);
  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (exporting) return;
    setExporting(true);
    try {
      const response = await fetch(MEMBER_EXPORT_URL, { headers: { Accept: "text/csv" } });
      if (response.status === 401) {
        // Signed out meanwhile (the session expired): say so and sign in again after 0.5 s, as every logged-out refusal does.
        showToast({ type: "error", title: LOGGED_OUT().title, description: LOGGED_OUT().message });
        window.setTimeout(() => window.location.assign("/api/login"), SETTINGS_LOGIN_DELAY_MS);
        return;
      }
      if (!response.ok) throw new Error("Export failed");
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName(response);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      showToast({ type: "success", title: m.membership_export_success(), description: m.membership_export_done() });
    } catch {
      showToast({ type: "error", title: m.common_error(), description: m.membership_export_failed() });
    } finally {
      setExporting(false);
    }
  }
  return (
    <a href={MEMBER_EXPORT_URL} download onClick={download} className={buttonClass("secondary")} aria-disabled={exporting || undefined}>
      {exporting ? m.membership_exporting() : m.membership_export_button()}
    </a>
  );
}
