/**
 * Text whose hyphenated words never break at their hyphen ("T-" / "Shirt"): each such word is
 * kept on one line. The text itself (what screen readers, search and copy see) is unchanged.
 */
export function NoBreakHyphens({ text }: { text: string }) {
  const parts = text.split(/(\S*\w-\w\S*)/)
  if (parts.length === 1) return text
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
