import type { MetaFunction } from "@remix-run/node";
import { DEFAULT_BRANDING, type Branding } from "./branding";

type RootData = { branding?: Branding } | undefined;

function groupNameFrom(matches: Parameters<MetaFunction>[0]["matches"]): string {
  const root = matches.find((match) => match.id === "root")?.data as RootData;
  return root?.branding?.groupName ?? DEFAULT_BRANDING.groupName;
}

/** meta for a page titled '<Page> | <group name>'. */
export function titled(page: string, description?: string): MetaFunction {
  return ({ matches }) => {
    const tags: ReturnType<MetaFunction> = [{ title: `${page} | ${groupNameFrom(matches)}` }];
    if (description) tags.push({ name: "description", content: description });
    return tags;
  };
}

/** '<Page> | <group name>' for meta functions that add tags of their own. */
export function titleFor(matches: Parameters<MetaFunction>[0]["matches"], page: string) {
  return { title: `${page} | ${groupNameFrom(matches)}` };
}
