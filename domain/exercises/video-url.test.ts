import { describe, expect, it } from 'vitest';
import { EXERCISE_MESSAGES } from './messages';
import { isValidVideoUrl, parseVideoUrl, toEmbedUrl, videoUrlField } from './video-url';

const valid = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
  'http://m.youtube.com/watch?v=dQw4w9WgXcQ',
  'www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://youtu.be/dQw4w9WgXcQ',
  'https://youtu.be/dQw4w9WgXcQ?si=abc',
  'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  'https://www.youtube.com/embed/dQw4w9WgXcQ',
  'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  'https://vimeo.com/76979871',
  'https://vimeo.com/76979871/3f8a9c1d2e',
  'vimeo.com/76979871',
  'https://vimeo.com/channels/staffpicks/76979871',
  'https://player.vimeo.com/video/76979871',
  'https://player.vimeo.com/video/76979871?h=3f8a9c1d2e',
  'https://cdn.example.com/videos/squat.mp4',
  'https://cdn.example.com/videos/squat.MP4',
  'https://example.com/v/plank.webm',
  'https://example.com/v/lunge.mov?token=abc',
  'https://example.com/v/row.m4v',
  'https://example.com/v/row.ogv',
  'https://example.com/v/row.ogg#t=10',
  '  https://youtu.be/dQw4w9WgXcQ  ',
];

const invalid = [
  '',
  '   ',
  'not a link',
  'https://www.youtube.com/',
  'https://www.youtube.com/watch?v=short',
  'https://www.youtube.com/watch?list=PL123',
  'https://www.youtube.com/channel/UC123456789',
  'https://youtu.be/',
  'https://vimeo.com/',
  'https://vimeo.com/about',
  'https://player.vimeo.com/video/abc',
  'http://cdn.example.com/videos/squat.mp4',
  'cdn.example.com/videos/squat.mp4',
  'https://example.com/videos/squat.mp4.html',
  'https://example.com/videos/squat.avi',
  'https://example.com/watch?v=dQw4w9WgXcQ',
  'https://www.dailymotion.com/video/x7tgad0',
  'ftp://example.com/squat.mp4',
  'javascript:alert(1)//.mp4',
  'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
  'https://localhost/video.mp4',
  'https://youtu.be/dQw4w9WgXcQ extra',
];

describe('video URL rule (docs/rules/exercises.md "Video links")', () => {
  it.each(valid)('accepts %s', (url) => {
    expect(isValidVideoUrl(url)).toBe(true);
  });

  it.each(invalid)('rejects %j', (url) => {
    expect(isValidVideoUrl(url)).toBe(false);
  });

  it('tells the kind of link', () => {
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoUrl('https://vimeo.com/76979871/3f8a9c1d2e')).toMatchObject({ kind: 'vimeo', id: '76979871', hash: '3f8a9c1d2e' });
    expect(parseVideoUrl('https://example.com/a.mp4')).toMatchObject({ kind: 'file', url: 'https://example.com/a.mp4' });
  });

  it('gives privacy-friendly embed URLs', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(toEmbedUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('https://vimeo.com/76979871/3f8a9c1d2e')).toBe('https://player.vimeo.com/video/76979871?h=3f8a9c1d2e');
    expect(toEmbedUrl('https://example.com/a.mp4')).toBeNull();
    expect(toEmbedUrl('https://example.com/a.html')).toBeNull();
  });

  it('is the form field: empty means no video, a bad link says "Please enter a valid link"', () => {
    expect(EXERCISE_MESSAGES.videoUrlInvalid).toBe('Please enter a valid link');
    expect(videoUrlField.parse('')).toBeNull();
    expect(videoUrlField.parse(null)).toBeNull();
    expect(videoUrlField.parse(undefined)).toBeNull();
    expect(videoUrlField.parse(' https://youtu.be/dQw4w9WgXcQ ')).toBe('https://youtu.be/dQw4w9WgXcQ');
    const bad = videoUrlField.safeParse('https://example.com/page');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid link']);
  });
});
