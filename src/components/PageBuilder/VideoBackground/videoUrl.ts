/** YouTube / Vimeo / file URLs of Page Builder video content and video backgrounds. */

export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'file'; src: string };

const YOUTUBE = /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?(?:.*&)?v=|v\/|shorts\/)|youtu\.be\/)([\w-]{6,20})/i;
const VIMEO = /vimeo\.com\/(?:video\/|channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d{4,12})/i;

export function parseVideoUrl(url: string): VideoSource | null {
  const youtube = YOUTUBE.exec(url);
  if (youtube) return { kind: 'youtube', id: youtube[1] };
  const vimeo = VIMEO.exec(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo[1] };
  if (/^(https?:\/\/|\/)[^\s"'<>]+\.(mp4|webm|ogg)(\?[^\s"'<>]*)?$/i.test(url)) return { kind: 'file', src: url };
  return null;
}

export interface EmbedOptions {
  autoplay?: boolean;
  muted?: boolean;
  loop?: boolean;
  /** Background video: no controls, no title bar. */
  background?: boolean;
}

/** The embed URL of a YouTube or Vimeo video (privacy-enhanced YouTube domain, JS API on for 'ended'). */
export function embedUrl(source: Extract<VideoSource, { kind: 'youtube' | 'vimeo' }>, options: EmbedOptions = {}): string {
  const params = new URLSearchParams();
  if (source.kind === 'youtube') {
    params.set('rel', '0');
    params.set('enablejsapi', '1');
    params.set('playsinline', '1');
    if (options.autoplay) params.set('autoplay', '1');
    if (options.muted || options.background) params.set('mute', '1');
    if (options.loop) {
      params.set('loop', '1');
      params.set('playlist', source.id);
    }
    if (options.background) {
      params.set('controls', '0');
      params.set('disablekb', '1');
    }
    return `https://www.youtube-nocookie.com/embed/${source.id}?${params.toString()}`;
  }
  if (options.autoplay) params.set('autoplay', '1');
  if (options.muted || options.background) params.set('muted', '1');
  if (options.loop) params.set('loop', '1');
  if (options.background) params.set('background', '1');
  params.set('dnt', '1');
  return `https://player.vimeo.com/video/${source.id}?${params.toString()}`;
}

/** The poster of a YouTube video (no request needed to know it). */
export function youtubePoster(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}
