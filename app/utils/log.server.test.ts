import { describe, expect, it } from "vitest";
import { requestContextStorage } from "../../server/request-context.mjs";
import "~/i18n/locale.server";
import { requestReferenceHtml } from "./log.server";

const served = (acceptLanguage: string, id: string) =>
  requestContextStorage().run({ id, startedAt: 0n, headers: { "accept-language": acceptLanguage } }, () => requestReferenceHtml());

describe("the error page's reference line", () => {
  it("is in the page's language, with the request's id in its place", () => {
    expect(served("en", "abc123")).toBe(
      '<p class="mt-6 text-center text-sm">If you ask us about this, quote the reference <code class="font-mono" translate="no">abc123</code>.</p>',
    );
    expect(served("de", "abc123")).toBe(
      '<p class="mt-6 text-center text-sm">Wenn du uns deswegen schreibst, nenne bitte die Referenz <code class="font-mono" translate="no">abc123</code>.</p>',
    );
  });

  it("keeps only an id's safe characters, and is absent outside a request", () => {
    expect(served("en", 'x"><script>')).toContain('<code class="font-mono" translate="no">xscript</code>');
    expect(requestReferenceHtml()).toBeNull();
  });
});
