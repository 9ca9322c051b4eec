// Inline SVG icons of the header and footer (offers, chat, social networks, contact). Decorative: the
// control around an icon carries the accessible name. Drawn on a 24×24 grid.
import type { ReactElement } from 'react';

interface IconShape {
  /** 'stroke' icons follow the text colour as outlines, 'fill' icons as solid shapes. */
  style: 'stroke' | 'fill';
  body: ReactElement;
}

const SHAPES = {
  gift: {
    style: 'stroke',
    body: (
      <>
        <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13" />
        <path d="M12 7C10.5 4 7 3.5 7 5.5S10 7 12 7zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7z" />
      </>
    )
  },
  percent: {
    style: 'stroke',
    body: (
      <>
        <path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8.2 8.2a1.5 1.5 0 0 1 0 2.1l-6.9 6.9a1.5 1.5 0 0 1-2.1 0z" />
        <path d="M14.5 10l-4 4" />
        <circle cx="10.5" cy="10" r=".6" />
        <circle cx="14.5" cy="14" r=".6" />
      </>
    )
  },
  whatsapp: {
    style: 'fill',
    body: (
      <path
        fillRule="evenodd"
        d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5zm0 1.7a7.8 7.8 0 1 1-4 14.5l-.3-.2-2.7.7.7-2.6-.2-.3A7.8 7.8 0 0 1 12 4.2zM9 7.5c-.2 0-.5 0-.8.4-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.2 5 4.3 2.4.9 2.9.8 3.5.7.5-.1 1.7-.7 1.9-1.4.2-.7.2-1.3.2-1.4-.1-.1-.3-.2-.6-.4l-1.9-.9c-.3-.1-.5-.1-.7.1l-.9 1.1c-.2.2-.3.2-.6.1-.3-.2-1.2-.5-2.3-1.4-.9-.8-1.4-1.7-1.6-2-.2-.3 0-.4.1-.6l.4-.5.3-.5v-.5l-.9-2.1c-.2-.5-.4-.5-.6-.5H9z"
      />
    )
  },
  chat: {
    style: 'stroke',
    body: <path d="M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5" />
  },
  chevronDown: { style: 'stroke', body: <path d="M6 9l6 6 6-6" /> },
  pause: { style: 'stroke', body: <path d="M9 6v12M15 6v12" /> },
  play: { style: 'fill', body: <path d="M8 5.5v13l10.5-6.5z" /> },
  phone: {
    style: 'stroke',
    body: <path d="M5 3.5h3.5l2 5-2.3 1.4a11 11 0 0 0 5.9 5.9l1.4-2.3 5 2V19a2 2 0 0 1-2 2A17.5 17.5 0 0 1 3 5.5a2 2 0 0 1 2-2z" />
  },
  mail: { style: 'stroke', body: <path d="M3.5 5.5h17v13h-17zM3.5 6.5l8.5 6.5 8.5-6.5" /> },
  pin: {
    style: 'stroke',
    body: (
      <>
        <path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z" />
        <circle cx="12" cy="10" r="2.3" />
      </>
    )
  },
  shield: { style: 'stroke', body: <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.4-7.5 9.5-4.3-1.1-7.5-4.9-7.5-9.5V6zM8.5 12l2.5 2.5 4.5-5" /> },
  cookie: {
    style: 'stroke',
    body: (
      <>
        <path d="M20.5 12.5A8.5 8.5 0 1 1 11.5 3.5a3 3 0 0 0 3.5 3.5 3 3 0 0 0 3.5 3.5 2.5 2.5 0 0 0 2 2z" />
        <path d="M8.5 9.5h.01M9 15h.01M14 15.5h.01M12 12h.01" />
      </>
    )
  },
  facebook: {
    style: 'fill',
    body: <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
  },
  instagram: {
    style: 'fill',
    body: (
      <path
        fillRule="evenodd"
        d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 1.8A3.2 3.2 0 0 0 4.8 8v8A3.2 3.2 0 0 0 8 19.2h8a3.2 3.2 0 0 0 3.2-3.2V8A3.2 3.2 0 0 0 16 4.8zm4 3a4.2 4.2 0 1 1 0 8.4 4.2 4.2 0 0 1 0-8.4zm0 1.8a2.4 2.4 0 1 0 0 4.8 2.4 2.4 0 0 0 0-4.8zM16.8 6a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z"
      />
    )
  },
  youtube: {
    style: 'fill',
    body: (
      <path
        fillRule="evenodd"
        d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8zM10 15V9l5.2 3z"
      />
    )
  },
  tiktok: {
    style: 'fill',
    body: <path d="M16.2 3c.3 2.3 1.8 3.9 4.3 4.1v3.1c-1.5.1-2.9-.4-4.3-1.3v5.8c0 3.3-2.4 5.8-5.7 5.8a5.7 5.7 0 0 1-.9-11.3v3.2a2.5 2.5 0 1 0 3.3 2.4V3z" />
  },
  linkedin: {
    style: 'fill',
    body: (
      <path d="M4.2 9h3.4v11H4.2zM5.9 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM9.8 9h3.3v1.5c.5-.9 1.6-1.8 3.3-1.8 3.5 0 4.1 2.3 4.1 5.3v6h-3.4v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H9.8z" />
    )
  }
} satisfies Record<string, IconShape>;

export type ChromeIconName = keyof typeof SHAPES;

export interface ChromeIconProps {
  name: ChromeIconName;
  size?: number;
  className?: string;
}

export default function ChromeIcon({ name, size = 20, className }: ChromeIconProps) {
  const shape: IconShape = SHAPES[name];
  const paint =
    shape.style === 'fill'
      ? { fill: 'currentColor', stroke: 'none' }
      : { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...paint}>
      {shape.body}
    </svg>
  );
}
