import { describe, expect, it } from 'vitest';
import { countdownText, isChromeLike, recordingType } from './recording-clock';

describe('the recording clock', () => {
  it('counts down from one minute and never below zero', () => {
    expect(countdownText(0)).toBe('1:00');
    expect(countdownText(18_400)).toBe('0:42');
    expect(countdownText(59_999)).toBe('0:01');
    expect(countdownText(61_000)).toBe('0:00');
  });

  it('records WebM where the browser can, MP4 where it only can that, and nothing otherwise', () => {
    expect(recordingType((type) => type.startsWith('video/webm'))).toEqual({ mimeType: 'video/webm;codecs=vp9,opus', extension: 'webm' });
    expect(recordingType((type) => type === 'video/mp4')).toEqual({ mimeType: 'video/mp4', extension: 'mp4' });
    expect(recordingType(() => false)).toBeNull();
  });

  it('tells Chrome from browsers that get the "Chrome is recommended" hint', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const safari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
    expect(isChromeLike(chrome, undefined)).toBe(true);
    expect(isChromeLike(firefox, undefined)).toBe(false);
    expect(isChromeLike(safari, undefined)).toBe(false);
    expect(isChromeLike('', [{ brand: 'Chromium' }, { brand: 'Not_A Brand' }])).toBe(true);
  });
});
