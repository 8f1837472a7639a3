#!/usr/bin/env bash
# Makes the home page hero background from synthetic sources only (no stock footage):
# soft coloured glows drifting over the dark brand background, with small particles rising.
# Every motion is periodic in the clip length, so the loop has no visible seam.
#
#   bash scripts/make-hero-video.sh        (needs ffmpeg with libx264, libvpx-vp9 and libwebp)
#
# Writes public/media/hero.mp4 (H.264), public/media/hero.webm (VP9) and public/media/hero-poster.webp
# (also public/media/hero-poster.jpg for Open Graph previews). Each video stays well under 1 MB.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=public/media
SECONDS_LONG=8
FPS=24
# Rendered small and scaled up: the picture is all soft gradients, so detail costs bytes for nothing.
W=640
H=360
mkdir -p "$OUT"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

command -v ffmpeg >/dev/null || { echo "ffmpeg is missing (apt-get install -y ffmpeg)" >&2; exit 1; }

# A round glow sprite of one colour: alpha falls off as a Gaussian from the centre.
glow() { # name size r g b
  ffmpeg -loglevel error -y -f lavfi -i "color=c=black:s=$2x$2:d=1,format=rgba" -frames:v 1 \
    -vf "geq=r=$3:g=$4:b=$5:a='200*exp(-(pow(X-W/2,2)+pow(Y-H/2,2))/(2*pow(W/7,2)))'" "$TMP/$1.png"
}
glow violet 520 168 85 247
glow pink 460 244 114 182
glow indigo 380 99 102 241

# Particles: a transparent strip of soft dots, stacked twice so it can scroll one height per loop.
DOTS=""
for k in $(seq 0 13); do
  x=$(((k * 97 + 31) % W))
  y=$(((k * 151 + 23) % H))
  DOTS="$DOTS+exp(-(pow(X-$x,2)+pow(Y-$y,2))/6)"
done
ffmpeg -loglevel error -y -f lavfi -i "color=c=black:s=${W}x${H}:d=1,format=rgba" -frames:v 1 \
  -vf "geq=r=255:g=235:b=255:a='min(255,230*(${DOTS#+}))'" "$TMP/dots.png"
ffmpeg -loglevel error -y -i "$TMP/dots.png" -i "$TMP/dots.png" -filter_complex vstack "$TMP/dots2.png"

# One full turn per loop; the pink glow runs twice as fast on one axis, still seamless.
TURN="(2*PI*t/$SECONDS_LONG)"
ffmpeg -loglevel error -y \
  -f lavfi -i "color=c=0x0b0716:s=${W}x${H}:r=$FPS:d=$SECONDS_LONG" \
  -loop 1 -i "$TMP/violet.png" -loop 1 -i "$TMP/pink.png" -loop 1 -i "$TMP/indigo.png" -loop 1 -i "$TMP/dots2.png" \
  -filter_complex "
    [0][1]overlay=eval=frame:shortest=1:x='W*0.30-w/2+W*0.12*sin($TURN)':y='H*0.42-h/2+H*0.18*cos($TURN)'[a];
    [a][2]overlay=eval=frame:shortest=1:x='W*0.70-w/2+W*0.12*cos($TURN+1)':y='H*0.58-h/2+H*0.16*sin(2*$TURN)'[b];
    [b][3]overlay=eval=frame:shortest=1:x='W*0.50-w/2+W*0.22*sin($TURN+2)':y='H*0.22-h/2+H*0.12*cos($TURN+3)'[c];
    [c][4]overlay=eval=frame:shortest=1:x=0:y='-mod(t*$H/$SECONDS_LONG,$H)'[d];
    [d]gblur=sigma=1.2,scale=1280:720:flags=bicubic,format=yuv420p[v]" \
  -map "[v]" -t "$SECONDS_LONG" -an -c:v libx264 -preset slow -crf 27 -profile:v high -tune animation \
  -movflags +faststart "$TMP/hero.mp4"

cp "$TMP/hero.mp4" "$OUT/hero.mp4"
ffmpeg -loglevel error -y -i "$OUT/hero.mp4" -an -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good \
  -cpu-used 4 "$OUT/hero.webm"
# The poster is the loop's first frame, so nothing jumps when the video starts.
ffmpeg -loglevel error -y -i "$OUT/hero.mp4" -frames:v 1 -c:v libwebp -quality 70 "$OUT/hero-poster.webp"
ffmpeg -loglevel error -y -i "$OUT/hero.mp4" -frames:v 1 -q:v 5 "$OUT/hero-poster.jpg"

for f in hero.mp4 hero.webm hero-poster.webp hero-poster.jpg; do
  size=$(stat -c %s "$OUT/$f")
  echo "$OUT/$f: $size bytes"
  case $f in *.mp4 | *.webm) [ "$size" -lt 1000000 ] || { echo "$f is over 1 MB" >&2; exit 1; } ;; esac
done
