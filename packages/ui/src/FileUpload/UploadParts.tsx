import { Button as AriaButton } from 'react-aria-components';
import { StrokeIcon } from '../Field/icons.tsx';
import * as css from './FileUpload.css.ts';

/** Parts shared by `FileUpload` and `ImageUpload`. */

export function RefusalList({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert">
      <ul className={css.refusals}>
        {messages.map((message) => (
          <li key={message} className={css.refusal}>
            <svg className={css.refusalIcon} viewBox="0 0 16 16" fill="none" aria-hidden="true">
              <circle cx="8" cy="8" r="6.5" stroke="currentColor" strokeWidth="1.5" />
              <path d="M8 4.8v4M8 11v.1" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
            <span>{message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RemoveButton({
  label,
  onPress,
  className,
}: {
  label: string;
  onPress: () => void;
  className?: string;
}) {
  return (
    <AriaButton className={className ?? css.iconButton} aria-label={label} onPress={onPress}>
      <StrokeIcon d="M3 4.5h10M6.5 4.5V3h3v1.5M5 4.5l.6 8.5h4.8l.6-8.5" size={14} strokeWidth={1.4} />
    </AriaButton>
  );
}

export function RetryButton({ label, onPress, className }: { label: string; onPress: () => void; className?: string }) {
  return (
    <AriaButton className={className ?? css.iconButton} aria-label={label} onPress={onPress}>
      <StrokeIcon d="M13 8a5 5 0 1 1-1.5-3.6M13 2.5v2.5h-2.5" size={14} strokeWidth={1.4} />
    </AriaButton>
  );
}

export function UploadIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 36 36" fill="none" aria-hidden="true">
      <path
        d="M11 26H9a6 6 0 0 1-.6-12A8.5 8.5 0 0 1 25 12.5a6.5 6.5 0 0 1 2 13.5h-2"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M18 31V18m0 0-4.5 4.5M18 18l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
