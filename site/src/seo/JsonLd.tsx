// Structured data for search engines (schema.org JSON-LD: LocalBusiness, FAQPage, Article).
// A JSON-LD script is a data block, not code: browsers never run it and the CSP does not
// apply, so it may sit in the page body where the page that owns the data renders it.

/** A schema.org object, e.g. `{ '@context': 'https://schema.org', '@type': 'FAQPage', … }`. */
export type StructuredData = Record<string, unknown>;

/**
 * The JSON text of a data block. `<` is escaped so no value (a blog title, say) can close
 * the script element early; JSON parsers read `\u003c` as `<`.
 */
export function serializeJsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Renders one schema.org object as `<script type="application/ld+json">`. */
export function JsonLd({ data }: { data: StructuredData }) {
  return (
    <script
      type="application/ld+json"
      // The text is JSON with '<' escaped (serializeJsonLd), never markup.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
