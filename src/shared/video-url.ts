/**
 * Classifies a lightbox/gallery `src` (video embeds and video file types) so the UI knows
 * whether to render an iframe embed, a <video>, or an <img>. The src comes from editors
 * and user reviews, so hosts are matched exactly and only http(s) or in-site URLs pass.
 */

export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string }
  /** `hash` is the private-link part of unlisted videos (vimeo.com/<id>/<hash>). */
  | { kind: 'vimeo'; id: string; hash?: string; embedUrl: string }
  | { kind: 'file'; mime: string }
  | { kind: 'image' }
  /** Not http(s) and not an in-site path (javascript:, data:, garbage): render nothing. */
  | { kind: 'unsupported' };

export interface ClassifyOptions {
  /** Gallery items open on click, so embeds autoplay unless the item says otherwise. */
  autoplay?: boolean;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_PLAYER_HOST = 'player.vimeo.com';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

const VIDEO_MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  ogg: 'video/ogg',
  webm: 'video/webm',
  mov: 'video/quicktime',
  flv: 'video/x-flv',
  wmv: 'video/x-ms-wmv',
  mkv: 'video/x-matroska',
};

// Placeholder origin to resolve in-site paths ("/uploads/a.mp4"); never shown or fetched.
const SITE_BASE = 'https://site.invalid';

function parse(src: string): URL | null {
  try {
    return new URL(src.trim(), SITE_BASE);
  } catch {
    return null;
  }
}

/** YouTube "t"/"start": "90", "90s", "1m30s", "1h2m3s" → seconds. */
function parseStartSeconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const total = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return total > 0 ? total : null;
}

function youtubeId(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTU_BE_HOSTS.has(url.hostname)) return segments.length === 1 ? segments[0]! : null;
  if (YOUTUBE_NOCOOKIE_HOSTS.has(url.hostname)) {
    return segments.length === 2 && segments[0] === 'embed' ? segments[1]! : null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (segments.length === 1 && segments[0] === 'watch') return url.searchParams.get('v');
  if (segments.length === 2 && (segments[0] === 'embed' || segments[0] === 'shorts')) return segments[1]!;
  return null;
}

function youtubeEmbed(id: string, url: URL, autoplay: boolean): string {
  const params = new URLSearchParams();
  if (autoplay) params.set('autoplay', '1');
  const start = parseStartSeconds(url.searchParams.get('start') ?? url.searchParams.get('t'));
  if (start !== null) params.set('start', String(start));
  const query = params.toString();
  return `https://www.youtube-nocookie.com/embed/${id}${query ? `?${query}` : ''}`;
}

function vimeoIdAndHash(url: URL): { id: string; hash: string | null } | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === VIMEO_PLAYER_HOST) {
    if (segments.length !== 2 || segments[0] !== 'video') return null;
    return { id: segments[1]!, hash: url.searchParams.get('h') };
  }
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  // Unlisted videos are shared as vimeo.com/<id>/<hash>; the player needs the hash as ?h=.
  if (segments.length === 1 || segments.length === 2) {
    return { id: segments[0]!, hash: segments[1] ?? null };
  }
  return null;
}

function vimeoEmbed(id: string, hash: string | null, autoplay: boolean): string {
  const params = new URLSearchParams();
  if (hash) params.set('h', hash);
  if (autoplay) params.set('autoplay', '1');
  // Vimeo's privacy switch: no tracking cookies in the player.
  params.set('dnt', '1');
  return `https://player.vimeo.com/video/${id}?${params.toString()}`;
}

export function classifyVideo(src: string, options: ClassifyOptions = {}): VideoSource {
  const autoplay = options.autoplay ?? true;
  const url = parse(src);
  if (!url) return { kind: 'unsupported' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'unsupported' };

  // A non-default port or credentials mean this is not the real provider page.
  const plainHost = url.port === '' && url.username === '' && url.password === '';
  if (plainHost) {
    const ytId = youtubeId(url);
    if (ytId !== null && YOUTUBE_ID.test(ytId)) {
      return { kind: 'youtube', id: ytId, embedUrl: youtubeEmbed(ytId, url, autoplay) };
    }
    const vimeo = vimeoIdAndHash(url);
    if (vimeo && VIMEO_ID.test(vimeo.id) && (vimeo.hash === null || VIMEO_HASH.test(vimeo.hash))) {
      const embedUrl = vimeoEmbed(vimeo.id, vimeo.hash, autoplay);
      return vimeo.hash === null ? { kind: 'vimeo', id: vimeo.id, embedUrl } : { kind: 'vimeo', id: vimeo.id, hash: vimeo.hash, embedUrl };
    }
  }

  const extension = /\.([A-Za-z0-9]+)$/.exec(url.pathname)?.[1]?.toLowerCase();
  const mime = extension === undefined ? undefined : VIDEO_MIME_BY_EXTENSION[extension];
  return mime ? { kind: 'file', mime } : { kind: 'image' };
}

/**
 * Where to get a poster for an embed. YouTube serves thumbnails at a fixed address;
 * Vimeo needs its oEmbed JSON (field thumbnail_url), which the server fetches.
 */
export function thumbnailLookupUrl(video: VideoSource): string | null {
  switch (video.kind) {
    case 'youtube':
      return `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`;
    case 'vimeo': {
      // Unlisted videos only answer oEmbed when the private hash is part of the URL.
      const page = `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ''}`;
      return `https://vimeo.com/api/oembed.json?url=${encodeURIComponent(page)}`;
    }
    default:
      return null;
  }
}
