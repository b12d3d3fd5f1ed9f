/**
 * An announcement's body as the server rendered it from its Markdown (utils/markdown.server.ts:
 * sanitized to paragraphs, emphasis, links and lists). Kept as sent through hydration.
 */
export function AnnouncementBody({ html }: { html: string }) {
  return (
    <div
      className="space-y-3 [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
