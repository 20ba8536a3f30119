"""Derive the bundled character facts from the public toolmaker data in ../shared/data.

Run once when the official data changes: ``python tools/derive_official_facts.py ../shared/data``.
Only facts are kept (ids, names, teams, editions, reminder token names, the setup flag and the
night order). Ability, flavour and night-reminder texts are deliberately dropped: the app ships
the seed documents' texts and the user may import the official texts themselves.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FACT_KEYS = ("id", "name", "team", "edition", "reminders", "remindersGlobal", "setup")


def main(data_dir: Path) -> None:
    roles = json.loads((data_dir / "official-roles.json").read_text(encoding="utf-8"))
    facts = [{key: role.get(key, [] if key.startswith("reminders") else None) for key in FACT_KEYS} for role in roles]
    write_json(ROOT / "resources" / "characters" / "official.json", facts)
    night = json.loads((data_dir / "official-nightsheet.json").read_text(encoding="utf-8"))
    write_json(ROOT / "resources" / "nightsheet.json", night)
    for script in sorted((data_dir / "seed-scripts").glob("*.json")):
        shutil.copyfile(script, ROOT / "resources" / "scripts" / script.name)


def write_json(path: Path, value: object) -> None:
    path.write_text(json.dumps(value, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else ROOT.parent / "shared" / "data"))
