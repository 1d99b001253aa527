import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { mp4File, webmFile } from '../../testing/video-fixtures';
import { checkVideoContainer } from './video-container';

const junk = Buffer.from('<?php system($_GET["c"]); ?> and any other file a stranger wants hosted');

describe('video container walk', () => {
  it('accepts whole MP4 and WebM files, live-recorded (unknown sizes) or not', () => {
    expect(checkVideoContainer(mp4File(), 'mp4')).toBeNull();
    expect(checkVideoContainer(webmFile(), 'webm')).toBeNull();
    expect(checkVideoContainer(webmFile(2_000, 3, true), 'webm')).toBeNull();
  });

  it('refuses bytes appended after the last box or element', () => {
    expect(checkVideoContainer(Buffer.concat([mp4File(), junk]), 'mp4')).toMatch(/box/);
    expect(checkVideoContainer(Buffer.concat([webmFile(4_000, 2, true), junk]), 'webm')).toMatch(
      /after the segment|unknown element/,
    );
    // With unknown sizes the junk would be read as one more element: it is not a known one.
    expect(checkVideoContainer(Buffer.concat([webmFile(), junk]), 'webm')).toMatch(/element/);
  });

  it('refuses a header alone, a box claiming more bytes than sent, and unknown top-level boxes', () => {
    const whole = mp4File();
    expect(checkVideoContainer(whole.subarray(0, 32), 'mp4')).toMatch(
      /more bytes than the file has|no movie/,
    );
    expect(checkVideoContainer(whole.subarray(0, whole.length - 10), 'mp4')).toMatch(/more bytes/);
    const renamed = Buffer.from(whole);
    renamed.write('zzzz', whole.length - 4_000 - 4, 'latin1');
    expect(checkVideoContainer(renamed, 'mp4')).toMatch(/unknown top-level box "zzzz"/);
    const noMovie = Buffer.concat([whole.subarray(0, 24), whole.subarray(24 + 116)]);
    expect(checkVideoContainer(noMovie, 'mp4')).toMatch(/no movie header/);
    const webm = webmFile(1_000, 1, true);
    expect(checkVideoContainer(webm.subarray(0, webm.length - 5), 'webm')).toMatch(
      /more bytes|after the segment/,
    );
  });

  it('refuses a web page or a zip archive carried in the media data, and takes real-looking media', () => {
    const page = Buffer.from(
      '<!DOCTYPE html><HTML><body><script>alert(document.cookie)</script></body></html>',
    );
    expect(checkVideoContainer(mp4File(0, 'isom', page), 'mp4')).toMatch(/web page \(HTML\)/);
    // Behind some bytes of "video", in another case, still a page.
    const padded = Buffer.concat([Buffer.alloc(3_000, 7), Buffer.from('<Html lang="en"><p>hi</p>')]);
    expect(checkVideoContainer(mp4File(0, 'isom', padded), 'mp4')).toMatch(/HTML/);
    const archive = zipSync({ 'index.html': new TextEncoder().encode('hello'), 'a.txt': new Uint8Array(9) });
    expect(checkVideoContainer(mp4File(0, 'isom', archive), 'mp4')).toMatch(/zip archive/);
    // A zip whose entries are stored further in is still read from its directory at the end.
    const tail = Buffer.concat([Buffer.alloc(500, 7), archive]);
    expect(checkVideoContainer(mp4File(0, 'isom', tail), 'mp4')).toMatch(/zip archive/);
    const webmWithPage = Buffer.concat([webmFile(1_000, 1, true)]);
    webmWithPage.write('<script>x</script>', webmWithPage.length - 200, 'latin1');
    expect(checkVideoContainer(webmWithPage, 'webm')).toMatch(/HTML/);
    // Compressed video looks like random bytes: 8 MB of them pass.
    expect(checkVideoContainer(mp4File(0, 'isom', randomBytes(8 * 1024 * 1024)), 'mp4')).toBeNull();
  });
});
