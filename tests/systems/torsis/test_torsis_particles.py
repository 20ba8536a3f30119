"""Issue 19 point 5: Torsis sentences resolve Korean particles for the name they follow ("수아는", never "수아은(는)")."""

from __future__ import annotations

import json

from grimoire_app import paths
from grimoire_app.systems.torsis.data import text


def test_the_cleaners_answer_resolves_the_particle_for_the_targets_name() -> None:
    assert text("info.cleaner", "ko", player="지우", target="수아", answer="토르시스 편") == "지우에게: 수아는 토르시스 편"
    assert text("info.cleaner", "ko", player="지우", target="도윤", answer="토르시스 편") == "지우에게: 도윤은 토르시스 편"


def test_a_refusal_and_a_note_resolve_theirs() -> None:
    assert text("refusal.DEAD_ACTOR", "ko", player="수아").startswith("수아는 죽었으므로")
    assert text("note.revives", "ko", player="도윤", target="수아").startswith("도윤이 희생해 수아를 되살림")


def test_no_korean_sentence_writes_a_particle_in_both_forms_after_a_placeholder() -> None:
    """`{name}은(는)` cannot be resolved; `{name}[은/는]` is the catalogue's way (grimoire_app/i18n.py)."""
    data = json.loads((paths.resources_dir() / "torsis" / "texts.json").read_text(encoding="utf-8"))
    stuck = [key for key, names in data.items() if isinstance(names, dict) and any(f"}}{pair}" in str(names.get("ko", "")) for pair in ("은(는)", "이(가)", "을(를)", "와(과)"))]
    assert stuck == []
