#!/usr/bin/env bash
# Count the instructions of one `tiebreak standings` run with callgrind: repeatable whatever
# else the machine is doing (benchmarks/README.md).
#
#   benchmarks/count_instructions.sh [TREE] [EVENT.json] [ORDER]
#
# TREE is a checkout whose core/ is measured (default: this one), EVENT a tournament JSON
# (default: the 1,000 × 11 benchmark event, generated into a temporary folder), ORDER the
# tie-break order (default: BH-C1,BH,SB,DE,WIN,PS,AOB; "-" for the event's default preset,
# as a team event is counted: benchmarks/generate_event.py --teams 40 writes one). The figures
# beside the speed tricks in core/ were taken by removing each trick in a copy of the tree
# and counting both.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
tree="$(cd "${1:-$here}" && pwd)"
py="$here/.venv/bin/python"
# The tree is measured with a Python that has no tiebreak installed: an editable install's
# import hook would take core/ from this checkout whatever PYTHONPATH says.
bare="${TIEBREAK_BARE_PYTHON:-$(python3 -c 'import sys; print(sys.executable)')}"  # the binary itself, not a pyenv shim
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
event="${2:-$work/event.json}"
[[ -f "$event" ]] || "$py" "$here/benchmarks/generate_event.py" "$event" --players 1000 --rounds 11 >/dev/null
order="${3:-BH-C1,BH,SB,DE,WIN,PS,AOB}"
order_args=""
[[ "$order" == "-" ]] || order_args="'--order','$order',"

"$bare" -m compileall -q "$tree/core"
cd "$tree"  # python -c puts the working directory first on sys.path
PYTHONPATH="$tree" valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$bare" -c \
  "import sys; sys.argv=['tiebreak','standings','$event',$order_args]; from core.cli import run; run()" \
  >/dev/null 2>"$work/log"
grep -o "Collected : [0-9]*" "$work/log" | sed 's/Collected : /instructions: /'
