import { describe, expect, it } from 'vitest';
import { countdownText, recordingType } from './recording-clock';

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
});
