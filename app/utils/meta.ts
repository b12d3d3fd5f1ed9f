import type { MetaFunction } from "@remix-run/node";
import { DEFAULT_BRANDING, type Branding } from "./branding";

type RootData = { branding?: Branding } | undefined;

/**
 * A page's words for meta: a string, or a message function (`m.site_home_title`) called when the
 * meta function runs. `titled` is called at module level, where a message must not be called (it
 * would keep the language of the request that loaded the module): pass the function itself.
 */
type Text = string | (() => string);

const said = (text: Text) => (typeof text === "function" ? text() : text);

function groupNameFrom(matches: Parameters<MetaFunction>[0]["matches"]): string {
  const root = matches.find((match) => match.id === "root")?.data as RootData;
  return root?.branding?.groupName ?? DEFAULT_BRANDING.groupName;
}

/** meta for a page titled '<Page> | <group name>'. */
export function titled(page: Text, description?: Text): MetaFunction {
  return ({ matches }) => {
    const tags: ReturnType<MetaFunction> = [{ title: `${said(page)} | ${groupNameFrom(matches)}` }];
    if (description) tags.push({ name: "description", content: said(description) });
    return tags;
  };
}

/** '<Page> | <group name>' for meta functions that add tags of their own. */
export function titleFor(matches: Parameters<MetaFunction>[0]["matches"], page: Text) {
  return { title: `${said(page)} | ${groupNameFrom(matches)}` };
}
