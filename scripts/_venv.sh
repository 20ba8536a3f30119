# Shared by scripts/run, scripts/test and scripts/bench: create .venv when missing and install the
# project into it (editable, so resources/ is read from the checkout). Re-installs only when
# pyproject.toml changed since the last install.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="${PYTHON:-python3}"
if [ ! -x "$VENV/bin/python" ]; then
    "$PY" -m venv "$VENV"
fi
STAMP="$VENV/.grimoire-installed"
if [ ! -f "$STAMP" ] || [ "$ROOT/pyproject.toml" -nt "$STAMP" ]; then
    # pip's own output (and setuptools' boxed editable-install notice, which reads like an error) goes to a
    # log shown only when the install fails; the Storyteller sees what is happening instead of silence.
    LOG="$VENV/install.log"
    echo "Grimoire: installing Python packages into .venv… (the first run takes about a minute)" >&2
    if ! { "$VENV/bin/python" -m pip install --upgrade pip && "$VENV/bin/python" -m pip install -e "$ROOT[test]"; } >"$LOG" 2>&1; then
        cat "$LOG" >&2
        echo "Grimoire: the install failed (the whole output is above and in $LOG)." >&2
        exit 1
    fi
    # Bytecode compiled now, once: the first start (and a checkout where it cannot be written) need not compile
    # the package from source (issue 20; docs/performance.md). Quiet; a failure here is not fatal.
    "$VENV/bin/python" -m compileall -q -j 0 "$ROOT/grimoire_app" >>"$LOG" 2>&1 || true
    echo "Grimoire: installed." >&2
    touch "$STAMP"
fi
