import { z } from 'zod';
import { EXERCISE_MESSAGES } from './messages';

/** A video link an exercise may carry (docs/rules/exercises.md "Video links"): YouTube, Vimeo or a video file served over https. */
export type VideoLink =
  | { kind: 'youtube'; id: string; url: string }
  | { kind: 'vimeo'; id: string; hash: string | null; url: string }
  | { kind: 'file'; url: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIDEO_FILE = /\.(mp4|webm|mov|m4v|ogg|ogv)$/i;
const MAX_LENGTH = 2048;

/** Reads a pasted link. YouTube and Vimeo links may omit the scheme; video files must be https. */
export function parseVideoUrl(input: string): VideoLink | null {
  const text = input.trim();
  if (!text || text.length > MAX_LENGTH || /\s/.test(text)) return null;
  const url = toUrl(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      segments.length === 1 && segments[0] === 'watch'
        ? url.searchParams.get('v')
        : segments.length === 2 && ['shorts', 'embed', 'live', 'v'].includes(segments[0]!)
          ? segments[1]
          : null;
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id, url: url.href } : null;
  }
  if (host === 'youtu.be') {
    const id = segments.length === 1 ? segments[0] : null;
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id, url: url.href } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123, vimeo.com/123/<hash> (unlisted), vimeo.com/channels/<name>/123
    const [first, second, third] = segments;
    if (first && VIMEO_ID.test(first) && segments.length <= 2) {
      return { kind: 'vimeo', id: first, hash: second && /^[0-9a-f]+$/i.test(second) ? second : null, url: url.href };
    }
    if (first === 'channels' && second && third && VIMEO_ID.test(third) && segments.length === 3) {
      return { kind: 'vimeo', id: third, hash: null, url: url.href };
    }
    return null;
  }
  if (host === 'player.vimeo.com') {
    const id = segments.length === 2 && segments[0] === 'video' ? segments[1] : null;
    return id && VIMEO_ID.test(id) ? { kind: 'vimeo', id, hash: url.searchParams.get('h'), url: url.href } : null;
  }
  // A hosted file plays in a <video> element; https only, so an installed (https) app can load it.
  if (url.protocol === 'https:' && host.includes('.') && hasScheme(text) && VIDEO_FILE.test(url.pathname)) {
    return { kind: 'file', url: url.href };
  }
  return null;
}

export function isValidVideoUrl(url: string): boolean {
  return parseVideoUrl(url) !== null;
}

/** The privacy-friendly player URL for an iframe; null for a video file (played directly) or a bad link. */
export function toEmbedUrl(url: string): string | null {
  const link = parseVideoUrl(url);
  if (!link) return null;
  if (link.kind === 'youtube') return `https://www.youtube-nocookie.com/embed/${link.id}`;
  if (link.kind === 'vimeo') {
    return `https://player.vimeo.com/video/${link.id}${link.hash ? `?h=${encodeURIComponent(link.hash)}` : ''}`;
  }
  return null;
}

/** The exercise form's video field: empty means no video; anything else must pass the docs/rules/exercises.md "Video links" rule. */
export const videoUrlField = z
  .string({ error: EXERCISE_MESSAGES.videoUrlInvalid })
  .trim()
  .transform((v, ctx) => {
    if (v === '') return null;
    if (!isValidVideoUrl(v)) {
      ctx.addIssue({ code: 'custom', message: EXERCISE_MESSAGES.videoUrlInvalid });
      return z.NEVER;
    }
    return v;
  })
  .nullish()
  .transform((v) => v ?? null);

function hasScheme(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
}

function toUrl(text: string): URL | null {
  try {
    return new URL(hasScheme(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}
