#!/usr/bin/env bash
# Count the instructions of each phase of one `tiebreak report` with callgrind, one dump per
# phase (benchmarks/README.md):
#
#   benchmarks/count_report_phases.sh VENV [EVENT.json] [ORDER] [RULES] [PLAYERS]
#
# VENV holds the package with its `report` extra (`pip install '.[report]'`: the page needs
# Jinja2), as a user installs it; EVENT defaults to the 1,000 × 11 benchmark event, ORDER to
# BH-C1,BH,SB,PS,AOB, RULES to fide-2026, PLAYERS (whose cards the page holds) to all.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
venv="$(cd "$1" && pwd)"
py="$venv/bin/python"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
event="${2:-$work/event.json}"
[[ -f "$event" ]] || "$py" "$here/benchmarks/generate_event.py" "$event" --players 1000 --rounds 11 >/dev/null
event="$(cd "$(dirname "$event")" && pwd)/$(basename "$event")"
order="${3:-BH-C1,BH,SB,PS,AOB}"
rules="${4:-fide-2026}"
players="${5:-all}"

cd "$work"
# once without valgrind first: Jinja2 compiles the template on a first run and keeps it in
# its per-user cache (core/report/page.py); every later run, the user's, reads it from there
"$py" "$here/benchmarks/report_phases.py" "$event" "$order" "$rules" "$players" >/dev/null
valgrind --tool=callgrind --dump-instr=no --dump-before=math_factorial \
  --callgrind-out-file="$work/cg.out" "$py" "$here/benchmarks/report_phases.py" "$event" "$order" \
  "$rules" "$players" >/dev/null 2>"$work/log"
labels=("start, standings' imports" "the page's imports" "read the event" "compute_standings"
  "explanations" "build_page" "render_page" "write the file")
i=0
total=0
for f in $(ls "$work"/cg.out.* | sort -V); do
  n=$(grep -m1 "^summary:\|^totals:" "$f" | awk '{print $2}')
  total=$((total + n))
  printf "%-28s %'16d\n" "${labels[$i]:-?}" "$n"
  i=$((i + 1))
done
printf "%-28s %'16d\n" "in all" "$total"
