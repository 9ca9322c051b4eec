// Video content type (YouTube, Vimeo or a video file): a poster with a play button until the shopper
// plays it (nothing is loaded from the provider before that), or the player straight away when the
// merchant set autoplay (muted, as browsers require). When a video ends without loop, the poster shows
// again.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { cx } from '../../classNames';
import shared from '../pagebuilder.module.css';
import type { VideoProps } from '../types';
import { embedUrl, parseVideoUrl, youtubePoster, type VideoSource } from '../VideoBackground/videoUrl';
import styles from './video.module.css';

/** Whether a provider's postMessage says the video ended (YouTube state 0, Vimeo 'ended'). */
export function isEndedMessage(data: unknown): boolean {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return false;
    }
  }
  if (!message || typeof message !== 'object') return false;
  const record = message as { event?: unknown; info?: unknown };
  return (record.event === 'onStateChange' && record.info === 0) || record.event === 'ended' || record.event === 'finish';
}

const PROVIDER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/** Poster of the video: YouTube's is known; Vimeo's comes from its public oEmbed API. */
function usePoster(source: VideoSource | null): string | undefined {
  const [vimeoPoster, setVimeoPoster] = useState<string>();
  const vimeoId = source?.kind === 'vimeo' ? source.id : undefined;
  useEffect(() => {
    if (!vimeoId || typeof fetch !== 'function') return undefined;
    const controller = new AbortController();
    fetch(`https://vimeo.com/api/oembed.json?url=${encodeURIComponent(`https://vimeo.com/${vimeoId}`)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ thumbnail_url?: string }>) : ({} as { thumbnail_url?: string })))
      .then((body) => {
        if (typeof body.thumbnail_url === 'string' && body.thumbnail_url.startsWith('https://')) setVimeoPoster(body.thumbnail_url);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [vimeoId]);
  if (source?.kind === 'youtube') return youtubePoster(source.id);
  return vimeoPoster;
}

export default function Video({ src, innerStyle, wrapperStyle, autoplay, loop, muted, style, cssClasses, pbStyle, isHidden }: VideoProps) {
  const { formatMessage } = useIntl();
  const source = parseVideoUrl(src);
  const poster = usePoster(source);
  const [playing, setPlaying] = useState(autoplay);
  const [posterFailed, setPosterFailed] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // Provider players report 'ended' by postMessage once asked to (YouTube: listening; Vimeo: addEventListener).
  useEffect(() => {
    if (!playing || !source || source.kind === 'file') return undefined;
    const onMessage = (event: MessageEvent) => {
      if (!PROVIDER_ORIGINS.includes(event.origin) || event.source !== frameRef.current?.contentWindow) return;
      if (isEndedMessage(event.data) && !loop) setPlaying(false);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playing, source, loop]);

  if (!source) return null;
  const title = formatMessage({ id: 'pageBuilder.video', defaultMessage: 'Video' });
  const subscribe = () => {
    const frame = frameRef.current?.contentWindow;
    if (!frame) return;
    if (source.kind === 'youtube') frame.postMessage(JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }), '*');
    else if (source.kind === 'vimeo') frame.postMessage(JSON.stringify({ method: 'addEventListener', value: 'ended' }), '*');
  };

  let media;
  if (playing) {
    media =
      source.kind === 'file' ? (
        <video
          className={styles.media}
          src={source.src}
          controls
          autoPlay
          muted={muted || autoplay}
          loop={loop}
          playsInline
          onEnded={() => {
            if (!loop) setPlaying(false);
          }}
        />
      ) : (
        <iframe
          ref={frameRef}
          className={styles.media}
          src={embedUrl(source, { autoplay: true, muted: muted || autoplay, loop })}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          onLoad={subscribe}
        />
      );
  } else {
    media = (
      <button type="button" className={styles.poster} onClick={() => setPlaying(true)} aria-label={formatMessage({ id: 'pageBuilder.playVideo', defaultMessage: 'Play video' })}>
        {poster && !posterFailed ? (
          <img src={poster} alt="" loading="lazy" decoding="async" className={styles.posterImage} onError={() => setPosterFailed(true)} />
        ) : null}
        <span className={styles.play} aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </button>
    );
  }

  return (
    <div className={cx(styles.root, isHidden && shared.hidden, ...cssClasses)} style={style} data-pb-style={pbStyle}>
      <div className={styles.inner} style={innerStyle}>
        <div className={styles.wrapper} style={wrapperStyle}>
          <div className={styles.frame}>{media}</div>
        </div>
      </div>
    </div>
  );
}
