/** The brand's mark: a stylised cab over a road line, in the brand colour. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1c4172" />
      <path d="M7 20V11.5A1.5 1.5 0 0 1 8.5 10H18l4 5h2.5A1.5 1.5 0 0 1 26 16.5V20Z" fill="#fff" />
      <path d="M18.6 11.6 21.5 15H18.6Z" fill="#1c4172" />
      <circle cx="11.5" cy="21.5" r="2.5" fill="#f2b53a" />
      <circle cx="21.5" cy="21.5" r="2.5" fill="#f2b53a" />
    </svg>
  );
}
