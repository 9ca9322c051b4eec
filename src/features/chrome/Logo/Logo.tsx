// The wordmark, drawn inline (no image request, crisp at any size).
import styles from './logo.module.css';

export default function Logo() {
  return (
    <svg className={styles.logo} viewBox="0 0 120 40" width="96" height="32" aria-hidden="true" focusable="false">
      <rect width="120" height="40" rx="6" fill="#d6001c" />
      <path
        fill="#fff"
        d="M30.5 12.5h-9.2c-4.6 0-7.3 3-7.3 7.5s2.7 7.5 7.3 7.5h9.2v-9h-8.4v3.4h4.2v2.2h-4.8c-2 0-3.2-1.6-3.2-4.1s1.2-4.1 3.2-4.1h9zM35 27.5V12.5h4.4l8.4 9.1v-9.1h4.2v15h-4.3l-8.5-9.2v9.2zM74 12.5h-9.6c-4.6 0-7.4 3-7.4 7.5s2.8 7.5 7.4 7.5H74v-3.4h-9c-2 0-3.3-1.6-3.3-4.1s1.3-4.1 3.3-4.1h9z"
      />
      <circle cx="92" cy="20" r="7.5" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path fill="#fff" d="M90.8 15.5h2.4v3.3h3.3v2.4h-3.3v3.3h-2.4v-3.3h-3.3v-2.4h3.3z" />
    </svg>
  );
}
