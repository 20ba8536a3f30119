"""Issue 19 point 5: One Night sentences resolve Korean particles for the name they follow ("수아는", not "수아은(는)")."""

from __future__ import annotations

import json
import re

from grimoire_app import paths
from grimoire_app.systems.onuw.texts import say


def test_a_refusal_resolves_the_particle_for_the_players_name() -> None:
    assert say("refusal.self_target", "ko", player="수아") == "수아는 자기 자신을 고를 수 없습니다."
    assert say("refusal.self_target", "ko", player="도윤") == "도윤은 자기 자신을 고를 수 없습니다."
    assert say("refusal.not_copied", "ko", role="예언자") == "도플갱어는 예언자가 되지 않았습니다."


def test_no_korean_sentence_writes_both_particles_after_a_plain_placeholder() -> None:
    data = json.loads((paths.resources_dir() / "onuw" / "texts.json").read_text(encoding="utf-8"))
    stuck = [key for key, names in data.items() if isinstance(names, dict) and re.search(r"\{\w+\}(은\(는\)|이\(가\)|을\(를\)|와\(과\))", str(names.get("ko", "")))]
    assert stuck == []
