#!/usr/bin/env bash
# Count the instructions of each phase of one standings computation with callgrind, one dump
# per phase (benchmarks/README.md):
#
#   benchmarks/count_engine_phases.sh [TREE] [EVENT.json] [ORDER]
#
# TREE's core/ is measured as benchmarks/count_instructions.sh measures it (the Python binary
# itself, without tiebreak installed); EVENT defaults to the 1,000 × 11 benchmark event, ORDER
# to BH-C1,BH,SB,PS,AOB (an individual event's codes, under the event's FIDE edition).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
tree="$(cd "${1:-$here}" && pwd)"
py="$here/.venv/bin/python"
bare="${TIEBREAK_BARE_PYTHON:-$(python3 -c 'import sys; print(sys.executable)')}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
event="${2:-$work/event.json}"
[[ -f "$event" ]] || "$py" "$here/benchmarks/generate_event.py" "$event" --players 1000 --rounds 11 >/dev/null
event="$(cd "$(dirname "$event")" && pwd)/$(basename "$event")"
order="${3:-BH-C1,BH,SB,PS,AOB}"

"$bare" -m compileall -q "$tree/core"
cd "$tree"
PYTHONPATH="$tree" valgrind --tool=callgrind --dump-instr=no --dump-before=math_factorial \
  --callgrind-out-file="$work/cg.out" "$bare" "$here/benchmarks/engine_phases.py" "$event" "$order" \
  >/dev/null 2>"$work/log"
labels=("start and imports" "read the event" "compute_standings" "context" "rule set's view")
IFS=, read -ra codes <<< "$order"
for c in "${codes[@]}"; do labels+=("values of $c"); done
i=0
for f in $(ls "$work"/cg.out.* | sort -V); do
  n=$(grep -m1 "^summary:\|^totals:" "$f" | awk '{print $2}')
  printf "%-28s %'16d\n" "${labels[$i]:-?}" "$n"
  i=$((i + 1))
done
