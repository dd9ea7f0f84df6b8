#!/usr/bin/env bash
# Count the instructions of one `tiebreak standings` run with callgrind: repeatable whatever
# else the machine is doing (benchmarks/README.md).
#
#   benchmarks/count_instructions.sh [--report] [--installed VENV] [TREE] [EVENT.json] [ORDER] [ARG...]
#
# With --report the run counted is `tiebreak report EVENT -o PAGE.html` instead (the published
# page, issue 20; ARGs default to none, e.g. `--players tied`): it needs Jinja2, so give it
# --installed VENV with the `report` extra installed; without it, Jinja2 and MarkupSafe are taken
# from this checkout's .venv (`pip install -e '.[report]'`).
#
# TREE is a checkout whose core/ is measured (default: this one), EVENT a tournament JSON
# (default: the 1,000 × 11 benchmark event, generated into a temporary folder), ORDER the
# tie-break order (default: BH-C1,BH,SB,PS,AOB; "-" for the event's default preset, as a team
# event is counted: benchmarks/generate_event.py --teams 40 writes one); further ARGs go to the
# command (default: --rules fide-2026 --format json; "-" for none).
#
# The figure is the user's: the command runs in a virtual environment, as `pip install .`
# leaves it. The base interpreter's site-packages is not used: there certifi (and whatever
# else is installed) is imported at start, 139 M instructions for `python -c pass` against
# 39 M in a venv. With --installed VENV the installed command VENV/bin/tiebreak is counted
# (TREE is then ignored); without it a fresh empty venv runs TREE's core/ (through PYTHONPATH,
# compiled first, as pip leaves it) through the same entry point pip writes, so two trees can
# be compared before and after a change without installing either.
#
# It prints the instructions of the run, those of the same interpreter doing nothing
# (`python -c pass`: what starting Python costs), the difference, the instructions of importing
# what the run imports (above the bare interpreter) and, from plain runs
# without valgrind, the median CPU time (user + system) of 5 runs and the peak memory (max RSS).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
installed=""
report=""
if [[ "${1:-}" == "--report" ]]; then
  report=1
  shift
fi
if [[ "${1:-}" == "--installed" ]]; then
  installed="$(cd "$2" && pwd)"
  shift 2
fi
tree="$(cd "${1:-$here}" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
event="${2:-$work/event.json}"
# The run happens in a temporary folder: a relative EVENT is read from where the script was called.
[[ "$event" == /* ]] || event="$PWD/$event"
order="${3:-BH-C1,BH,SB,PS,AOB}"
shift $(($# < 3 ? $# : 3))
extra=("$@")
if [[ -n "$report" ]]; then
  [[ ${#extra[@]} -gt 0 ]] || extra=(-)
  args=(report "$event" -o "$work/page.html")
else
  [[ ${#extra[@]} -gt 0 ]] || extra=(--rules fide-2026 --format json)
  args=(standings "$event")
fi
[[ "${extra[*]}" != "-" ]] || extra=()
[[ "$order" == "-" ]] || args+=(--order "$order")
args+=("${extra[@]}")

if [[ -n "$installed" ]]; then
  py="$installed/bin/python"
  entry="$installed/bin/tiebreak"
  pypath=""
else
  # The binary itself, not a pyenv shim.
  base="${TIEBREAK_BARE_PYTHON:-$(python3 -c 'import sys; print(sys.executable)')}"
  "$base" -m venv --without-pip "$work/venv"
  py="$work/venv/bin/python"
  # What pip writes as the `tiebreak` console script (pyproject.toml, [project.scripts]).
  entry="$work/tiebreak"
  printf '%s\n' "import re" "import sys" "from core.command import run" "if __name__ == '__main__':" \
    "    sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?\$', '', sys.argv[0])" \
    "    sys.exit(run())" >"$entry"
  "$py" -m compileall -q "$tree/core"
  pypath="$tree"
  if [[ -n "$report" ]]; then  # Jinja2 and MarkupSafe from this checkout's .venv, as pip left them
    pypath="$tree:$("$here/.venv/bin/python" -c 'import jinja2, os; print(os.path.dirname(os.path.dirname(jinja2.__file__)))')"
  fi
fi
if [[ ! -f "$event" ]]; then
  gen_py="$here/.venv/bin/python"
  [[ -x "$gen_py" ]] || gen_py="$py"
  PYTHONPATH="$here" "$gen_py" "$here/benchmarks/generate_event.py" "$event" --players 1000 --rounds 11 >/dev/null
fi

count() {  # instructions of one run of the given command
  PYTHONPATH="$pypath" valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$@" \
    >/dev/null 2>"$work/log" || true
  grep -o "Collected : [0-9]*" "$work/log" | sed 's/Collected : //'
}
cd "$work"  # nothing of the caller's folder on sys.path
rc=0
PYTHONPATH="$pypath" "$py" "$entry" "${args[@]}" >"$work/out" 2>"$work/err" || rc=$?
if ((rc > 1)); then  # 1 is a standings warning's status (--single-winner), not a failure
  echo "the command failed (exit status $rc):" >&2
  cat "$work/err" >&2
  exit "$rc"
fi
run_n="$(count "$py" "$entry" "${args[@]}")"
bare_n="$(count "$py" -c pass)"
# The imports of the run: every module it imported (python -X importtime lists them in the
# order they finished loading), imported in that order and nothing else.
PYTHONPATH="$pypath" "$py" -X importtime "$entry" "${args[@]}" 2>"$work/imports" >/dev/null || true
modules="$(sed -n 's/^import time: *[0-9]* | *[0-9]* | *//p' "$work/imports" | tr -d ' ' |
  sed "s/.*/'&',/" | paste -sd ' ')"
# sitecustomize and the like are tried at start and may not exist.
loader="$(printf '%s\n' "for name in [$modules]:" "    try:" "        __import__(name)" \
  "    except ImportError:" "        pass")"
imports_n="$(count "$py" -c "$loader")"
# Plain runs: CPU time and peak memory (GNU time: user, system seconds, max RSS in KiB).
cpus=()
rss=0
for _ in 1 2 3 4 5; do
  PYTHONPATH="$pypath" /usr/bin/time -f "%U %S %M" -o "$work/time" "$py" "$entry" "${args[@]}" >/dev/null 2>&1 || true
  read -r user sys kib <"$work/time"
  cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')")
  if ((kib > rss)); then rss=$kib; fi
done
cpu="$(printf '%s\n' "${cpus[@]}" | sort -n | sed -n 3p)"
echo "instructions: $run_n"
echo "bare interpreter (python -c pass): $bare_n"
echo "above the bare interpreter: $((run_n - bare_n))"
echo "imports above the bare interpreter: $((imports_n - bare_n))"
echo "cpu seconds (median of 5): $cpu"
echo "peak memory (max RSS): $((rss / 1024)) MB"
