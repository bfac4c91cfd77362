#!/usr/bin/env bash
# Issue 10 acceptance, by hand (needs Xvfb, xdotool, ImageMagick's import): opens the real
# window under Xvfb, clicks into the first option's Name field and types a 30-character
# name one key at a time with xdotool, checks the process is alive, then finds the whole
# name in `gpu-tco scenario show NAME`. Coordinates are those of the default layout at
# 1400x900 (the tree's first option, then the form's Name field); a screenshot of each
# step is left in $OUT for a look.
# Usage: tests/ui/xvfb_typing_check.sh build/default/app/gpu-tco [OUT]
set -euo pipefail
bin="$(realpath "$1")"
out="${2:-$(mktemp -d)}"
mkdir -p "$out"
db="$out/typing.sqlite"
rm -f "$db"*
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp/runtime-$(id -un)}" HOME="$out/home"
mkdir -p "$XDG_RUNTIME_DIR" "$HOME" && chmod 700 "$XDG_RUNTIME_DIR"
display=":$((50 + RANDOM % 40))"
Xvfb "$display" -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $gui $xvfb 2>/dev/null || true' EXIT
export DISPLAY="$display"
sleep 2
scenario="US: rent 64 H100 vs own 8 x B200 servers"
name="Rent sixty-four H100 GPUs, now" # 30 characters
"$bin" --db "$db" gui "$scenario" >"$out/gui.log" 2>&1 &
gui=$!
sleep 6
import -window root "$out/1-opened.png"
xdotool mousemove 393 121 click 1   # the tree: "Rent 64 x H100 [rent]"
sleep 1
xdotool mousemove 536 261 click 1   # the form: Name
xdotool key ctrl+a BackSpace
xdotool type --delay 120 "$name"    # one key at a time
sleep 1.5
import -window root "$out/2-typed.png"
kill -0 "$gui" || { echo "FAIL: the window died while typing"; exit 1; }
kill "$gui"; wait "$gui" 2>/dev/null || true
if "$bin" --db "$db" scenario show "$scenario" | grep -qF "\"name\": \"$name\""; then
  echo "OK: alive, and the whole name is stored ($out)"
else
  echo "FAIL: the stored scenario lacks \"$name\" ($out)"; exit 1
fi
