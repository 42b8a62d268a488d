import { describe, expect, it } from 'vitest';
import { classifyVideo, thumbnailLookupUrl, type VideoSource } from './video-url';

const ID = 'dQw4w9WgXcQ';
const YT_EMBED = `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`;

describe('classifyVideo: YouTube', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&list=PL123&si=tracking`],
    [`http://www.youtube.com/watch?feature=share&v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://youtube-nocookie.com/embed/${ID}/`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://WWW.YOUTUBE.COM/watch?v=${ID}`],
    [`  https://youtu.be/${ID}  `],
  ])('%s → privacy-friendly autoplaying embed', (src) => {
    expect(classifyVideo(src)).toEqual({ kind: 'youtube', id: ID, embedUrl: YT_EMBED });
  });

  it.each([
    [`https://youtu.be/${ID}?t=90`, 90],
    [`https://youtu.be/${ID}?t=1m30s`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
    [`https://www.youtube.com/embed/${ID}?start=45`, 45],
  ])('%s keeps the start time (%i s)', (src, seconds) => {
    expect(classifyVideo(src)).toMatchObject({ embedUrl: `${YT_EMBED}&start=${seconds}` });
  });

  it('omits autoplay when the gallery item opts out', () => {
    expect(classifyVideo(`https://youtu.be/${ID}`, { autoplay: false })).toMatchObject({
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
    });
  });
});

describe('classifyVideo: Vimeo', () => {
  it.each<[string, VideoSource]>([
    [
      'https://vimeo.com/76979871',
      {
        kind: 'vimeo',
        id: '76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      },
    ],
    [
      'https://www.vimeo.com/76979871?share=copy',
      {
        kind: 'vimeo',
        id: '76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      },
    ],
    [
      'https://player.vimeo.com/video/76979871',
      {
        kind: 'vimeo',
        id: '76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      },
    ],
    [
      'https://vimeo.com/76979871/0a1b2c3d4e',
      {
        kind: 'vimeo',
        id: '76979871',
        hash: '0a1b2c3d4e',
        embedUrl: 'https://player.vimeo.com/video/76979871?h=0a1b2c3d4e&autoplay=1&dnt=1',
      },
    ],
    [
      'https://player.vimeo.com/video/76979871?h=0a1b2c3d4e',
      {
        kind: 'vimeo',
        id: '76979871',
        hash: '0a1b2c3d4e',
        embedUrl: 'https://player.vimeo.com/video/76979871?h=0a1b2c3d4e&autoplay=1&dnt=1',
      },
    ],
  ])('%s', (src, expected) => {
    expect(classifyVideo(src)).toEqual(expected);
  });
});

describe('classifyVideo: files and images', () => {
  it.each<[string, VideoSource]>([
    ['https://cdn.example.com/video/intro.mp4', { kind: 'file', mime: 'video/mp4' }],
    ['https://cdn.example.com/intro.MP4?v=3#t=10', { kind: 'file', mime: 'video/mp4' }],
    ['/uploads/office-tour.webm', { kind: 'file', mime: 'video/webm' }],
    ['uploads/clip.ogg', { kind: 'file', mime: 'video/ogg' }],
    ['https://x.example/a.mov', { kind: 'file', mime: 'video/quicktime' }],
    ['https://x.example/a.flv', { kind: 'file', mime: 'video/x-flv' }],
    ['https://x.example/a.wmv', { kind: 'file', mime: 'video/x-ms-wmv' }],
    ['https://x.example/a.mkv', { kind: 'file', mime: 'video/x-matroska' }],
    ['https://cdn.example.com/photos/office.jpg', { kind: 'image' }],
    ['/images/team.png', { kind: 'image' }],
    ['https://cdn.example.com/file.php?name=movie.mp4', { kind: 'image' }],
    ['https://cdn.example.com/mp4', { kind: 'image' }],
  ])('%s', (src, expected) => {
    expect(classifyVideo(src)).toEqual(expected);
  });
});

describe('classifyVideo: hostile or malformed input is never an embed', () => {
  it.each<[string, VideoSource['kind']]>([
    [`https://youtube.com.evil.com/watch?v=${ID}`, 'image'],
    [`https://evilyoutube.com/watch?v=${ID}`, 'image'],
    [`https://evil.com/youtube.com/embed/${ID}`, 'image'],
    [`https://youtube.com@evil.com/watch?v=${ID}`, 'image'],
    [`https://user@youtube.com/watch?v=${ID}`, 'image'],
    [`https://youtube.com:8443/watch?v=${ID}`, 'image'],
    ['https://www.youtube.com/watch?v=tooShort', 'image'],
    [`https://www.youtube.com/watch?v=${ID}x`, 'image'],
    ['https://www.youtube.com/watch?v=dQw4w9WgX"Q', 'image'],
    [`https://youtu.be/${ID}/extra`, 'image'],
    [`https://www.youtube.com/user/${ID}`, 'image'],
    [`https://www.youtube-nocookie.com/watch?v=${ID}`, 'image'],
    ['https://vimeo.com.evil.com/76979871', 'image'],
    ['https://vimeo.com/channels/staffpicks', 'image'],
    ['https://player.vimeo.com/video/abc', 'image'],
    ['https://vimeo.com/76979871/not-a-hash!', 'image'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', 'unsupported'],
    ['JaVaScRiPt:alert(1)', 'unsupported'],
    ['data:video/mp4;base64,AAAA', 'unsupported'],
    ['ftp://files.example.com/a.mp4', 'unsupported'],
    ['http://[broken', 'unsupported'],
  ])('%s → %s', (src, kind) => {
    expect(classifyVideo(src).kind).toBe(kind);
  });
});

describe('thumbnailLookupUrl', () => {
  it.each<[string, string | null]>([
    [`https://youtu.be/${ID}`, `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`],
    ['https://vimeo.com/76979871', 'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871'],
    ['https://vimeo.com/76979871/0a1b2c3d4e', 'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871%2F0a1b2c3d4e'],
    ['https://cdn.example.com/a.mp4', null],
    ['https://cdn.example.com/a.jpg', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (src, expected) => {
    expect(thumbnailLookupUrl(classifyVideo(src))).toBe(expected);
  });
});
