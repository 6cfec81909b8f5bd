#!/usr/bin/env bash
# Makes the landing page's background: an 8-second, seamlessly looping night sky with twinkling stars,
# a violet nebula, a warm orange glow low on the horizon and one shooting star.
#
#   scripts/make-landing-video.sh            # writes src/client/public/media/night-sky.{webm,mp4,jpg}
#
# Needs ffmpeg (Debian's build: libvpx-vp9, libx264) and awk. Everything is drawn here, from numbers: awk
# paints the still layers as PPM images with a fixed-seed random generator (the same sky on every run),
# and ffmpeg animates them. Every moving part is periodic in the loop length, so frame 0 follows the
# last frame without a jump:
#   - three star layers whose brightness follows 0.55 + 0.45·sin(2π·k·t/8 s + phase), k = 1 or 2;
#   - a shooting star that appears and fades out well inside the loop.
# Small on purpose (well under 1 MB in all): 960×540 at 24 fps, soft stars on a smooth sky.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/src/client/public/media"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

WIDTH=960
HEIGHT=540
FPS=24
LOOP_SECONDS=8
FRAMES=$((FPS * LOOP_SECONDS))

command -v ffmpeg >/dev/null || { echo "ffmpeg is missing (apt-get install ffmpeg)" >&2; exit 1; }
mkdir -p "$OUT"

# --- 1. Still layers, painted by awk ----------------------------------------------------------------
# paint WHAT SEED FILE: WHAT is sky (gradient, nebula, faint fixed stars), stars (one twinkling layer on
# black) or meteor (a streak on black, head at the bottom left, moving down-left).
paint() {
  awk -v what="$1" -v seed="$2" -v W="$WIDTH" -v H="$HEIGHT" '
    # Park-Miller "minimal standard" generator: exact in doubles, so mawk and gawk draw the same sky.
    function rnd() { state = (state * 16807) % 2147483647; return state / 2147483647 }
    function clamp(v) { return v < 0 ? 0 : (v > 255 ? 255 : int(v + 0.5)) }
    function glow(x, y, cx, cy, s) { return exp(-((x - cx) ^ 2 + (y - cy) ^ 2) / (2 * s * s)) }
    # Adds a soft round star (Gaussian of width s) of colour (r, g, b) times brightness a at (cx, cy).
    function star(cx, cy, s, a, r, g, b,    x, y, k, reach) {
      reach = int(3 * s + 1)
      for (y = int(cy) - reach; y <= int(cy) + reach; y++)
        for (x = int(cx) - reach; x <= int(cx) + reach; x++) {
          if (x < 0 || y < 0 || x >= w || y >= h) continue
          k = a * glow(x, y, cx, cy, s)
          R[x, y] += r * k; G[x, y] += g * k; B[x, y] += b * k
        }
    }
    # A faint four-point sparkle around the brightest stars.
    function sparkle(cx, cy, len, a, r, g, b,    d, k) {
      for (d = 2; d <= len; d++) {
        k = a * (1 - d / (len + 1)) ^ 2
        star(cx + d, cy, 0.5, k, r, g, b); star(cx - d, cy, 0.5, k, r, g, b)
        star(cx, cy + d, 0.5, k, r, g, b); star(cx, cy - d, 0.5, k, r, g, b)
      }
    }
    # A star colour: mostly white, some warm (sun-like), some cool (blue-white).
    function tint(    p) {
      p = rnd()
      if (p < 0.6) { tr = 255; tg = 255; tb = 255 }
      else if (p < 0.8) { tr = 255; tg = 232; tb = 190 }
      else { tr = 200; tg = 218; tb = 255 }
    }
    function scatter(count, dimmest, brightest, sparkles,    i, x, y, a, s) {
      for (i = 0; i < count; i++) {
        x = rnd() * w; y = rnd() * h
        a = dimmest + (brightest - dimmest) * rnd() ^ 3
        s = 0.55 + 0.6 * rnd() * a
        tint()
        star(x, y, s, a, tr, tg, tb)
        if (sparkles && a > 0.8) sparkle(x, y, 5 + int(4 * rnd()), 0.35 * a, tr, tg, tb)
      }
    }
    BEGIN {
      state = seed; w = W; h = H
      for (i = 0; i < 10; i++) rnd()
      if (what == "sky") {
        scatter(420, 0.12, 0.5, 0)
        for (y = 0; y < h; y++) {
          v = y / h
          for (x = 0; x < w; x++) {
            # Deep indigo at the top to violet lower down (the app ink colour is #1e1b4b).
            r = 6 + 16 * v; g = 6 + 10 * v; b = 24 + 34 * v
            n1 = glow(x, y, 0.28 * w, 0.38 * h, 0.22 * w)
            n2 = glow(x, y, 0.76 * w, 0.2 * h, 0.16 * w)
            warm = glow(x, y, 0.58 * w, 1.3 * h, 0.32 * w)
            r += 34 * n1 + 10 * n2 + 110 * warm
            g += 12 * n1 + 20 * n2 + 42 * warm
            b += 52 * n1 + 46 * n2 + 10 * warm
            R[x, y] += r; G[x, y] += g; B[x, y] += b
          }
        }
      } else if (what == "stars") {
        scatter(110, 0.4, 1.0, 1)
      } else if (what == "meteor") {
        w = 200; h = 100
        # The head at (10, 90); the tail runs up and to the right, against the motion (-2, 1).
        len = 170; dx = 2 / sqrt(5); dy = -1 / sqrt(5)
        # Splats every half pixel: divide by the line integral of the Gaussian so the streak peaks at f ^ 1.5.
        for (d = 0; d <= len; d += 0.5) {
          f = 1 - d / len; s = 0.6 + 0.7 * f
          star(10 + d * dx, 90 + d * dy, s, 0.8 * f ^ 1.5 / (2.5066 * s), 255, 240, 210)
        }
        star(10, 90, 1.3, 0.9, 255, 255, 255)
      }
      printf "P3\n%d %d\n255\n", w, h
      for (y = 0; y < h; y++) {
        line = ""
        for (x = 0; x < w; x++) line = line clamp(R[x, y]) " " clamp(G[x, y]) " " clamp(B[x, y]) " "
        print line
      }
    }' >"$3"
}

echo "painting the sky…"
paint sky 20240101 "$WORK/sky.ppm"
paint stars 7 "$WORK/stars-a.ppm"
paint stars 1234 "$WORK/stars-b.ppm"
paint stars 98765 "$WORK/stars-c.ppm"
paint meteor 1 "$WORK/meteor.ppm"

# --- 2. Animation ---------------------------------------------------------------------------------------
# Each star layer is multiplied by a flat grey frame whose level follows its twinkle curve (computed on a
# 2×2 frame and scaled up: cheap), then added onto the sky.
twinkle() { # label k phase
  echo "nullsrc=s=2x2:r=$FPS:d=$LOOP_SECONDS,format=gray,geq=lum='255*(0.55+0.45*sin(2*PI*$2*T/$LOOP_SECONDS+$3))',scale=$WIDTH:$HEIGHT:flags=neighbor,format=gbrp[$1]"
}

# The shooting star crosses from the upper right towards the middle between 2.0 s and 2.8 s.
METEOR_START=2.0
METEOR_FADE=2.5
METEOR_END=2.8
GRAPH="
$(twinkle ka 1 0);
$(twinkle kb 2 2.1);
$(twinkle kc 1 4.2);
[0:v]format=gbrp[sky];
[1:v]format=gbrp[sa];[sa][ka]blend=all_mode=multiply[ta];
[2:v]format=gbrp[sb];[sb][kb]blend=all_mode=multiply[tb];
[3:v]format=gbrp[sc];[sc][kc]blend=all_mode=multiply[tc];
[sky][ta]blend=all_mode=addition[s1];
[s1][tb]blend=all_mode=addition[s2];
[s2][tc]blend=all_mode=addition[s3];
[4:v]format=rgb24,split[mc][ma];[ma]format=gray[mg];[mc][mg]alphamerge,format=rgba,
  fade=t=in:st=$METEOR_START:d=0.15:alpha=1,fade=t=out:st=$METEOR_FADE:d=0.3:alpha=1[meteor];
[s3][meteor]overlay=x='640-520*(t-$METEOR_START)':y='40+260*(t-$METEOR_START)':eval=frame:
  enable='between(t,$METEOR_START,$METEOR_END)',format=yuv420p[out]"

echo "animating…"
inputs=()
for layer in sky stars-a stars-b stars-c meteor; do
  inputs+=(-loop 1 -framerate "$FPS" -i "$WORK/$layer.ppm")
done
ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$GRAPH" -map '[out]' \
  -frames:v "$FRAMES" -c:v ffv1 "$WORK/master.mkv"

# --- 3. Encodings -----------------------------------------------------------------------------------------
# Keyframe only at the start (-g = the whole loop): the sky barely changes, so the rest are cheap deltas.
COMMON=(-hide_banner -loglevel error -y -i "$WORK/master.mkv" -an -map_metadata -1 -fflags +bitexact)

echo "encoding WebM (VP9)…"
ffmpeg "${COMMON[@]}" -c:v libvpx-vp9 -pix_fmt yuv420p -b:v 0 -crf 38 -g "$FRAMES" -row-mt 1 \
  -deadline good -cpu-used 1 -pass 1 -passlogfile "$WORK/vp9" -f null /dev/null
ffmpeg "${COMMON[@]}" -c:v libvpx-vp9 -pix_fmt yuv420p -b:v 0 -crf 38 -g "$FRAMES" -row-mt 1 \
  -deadline good -cpu-used 1 -pass 2 -passlogfile "$WORK/vp9" "$OUT/night-sky.webm"

echo "encoding MP4 (H.264)…"
ffmpeg "${COMMON[@]}" -c:v libx264 -preset veryslow -crf 27 -tune grain -pix_fmt yuv420p -profile:v high \
  -g "$FRAMES" -movflags +faststart "$OUT/night-sky.mp4"

echo "poster…"
ffmpeg "${COMMON[@]}" -frames:v 1 -q:v 5 "$OUT/night-sky.jpg"

ls -l "$OUT"
du -cb "$OUT"/night-sky.* | tail -1 | awk '{ printf "total: %.0f KB\n", $1 / 1024 }'
