#!/usr/bin/env bash
# usage: fullrun.sh REPO_DIR OUT_NAME HOMES_DIR [KEEP_DIR] [EXTRA_SETS_EXCLUDED]
# Asks every dev set (all SETS except the still-sealed ones in $SEALED) on REPO_DIR's answerer.
# Reuses HOMES_DIR/<practice> when present; builds (and keeps in KEEP_DIR if given) the others.
set -u
REPO=$1; OUT=$2; HOMES=$3; KEEP=${4:-}
SEALED=${SEALED:-}
cd "$REPO"
SETS=$(.venv/bin/python - <<PY
import sys; sys.argv=['x']; sys.path.insert(0,'bench')
import answers
sealed=set("$SEALED".split(","))-{""}
print(",".join(n for n in answers.SETS if n not in sealed))
PY
)
shopt -s nullglob; ARGS=()
for d in "$HOMES"/*/; do p=$(basename "$d"); ARGS+=("--home-$p" "$d"); done
[ -n "$KEEP" ] && ARGS+=(--keep-homes "$KEEP")
mkdir -p ${RUNS:-/work/notes/runs}
nice -n 5 .venv/bin/python bench/answers.py --sets "$SETS" "${ARGS[@]}" --save ${RUNS:-/work/notes/runs}/$OUT \
  > ${RUNS:-/work/notes/runs}/$OUT.jsonl 2> ${RUNS:-/work/notes/runs}/$OUT.err
echo "done $OUT rc=$?" >> ${RUNS:-/work/notes/runs}/$OUT.err
