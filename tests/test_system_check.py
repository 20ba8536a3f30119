"""Issue 19 point 1: scripts/run names the exact system packages PySide6's xcb plugin needs, before Qt starts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from grimoire_app import system_check
from grimoire_app.system_check import XCB_LIBRARIES, check, install_advice, missing_libraries

ROOT = Path(__file__).resolve().parent.parent


def fake_loader(absent: set[str]) -> system_check.Loader:
    return lambda soname: soname not in absent


def test_the_missing_libraries_of_the_report_name_their_debian_and_fedora_packages() -> None:
    """The issue's machine lacked libxcb-icccm4 and libxcb-keysyms1: both are named, not xcb-cursor0."""
    said: list[str] = []
    status = check({}, fake_loader({"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}), said.append, "linux")
    assert status == 1
    (text,) = said
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1\n" in text
    assert "sudo dnf install xcb-util-wm xcb-util-keysyms\n" in text
    assert "cursor" not in text


def test_nothing_is_said_when_every_library_loads_or_qt_will_not_use_xcb() -> None:
    said: list[str] = []
    assert check({}, fake_loader(set()), said.append, "linux") == 0
    everything = {library.soname for library in XCB_LIBRARIES}
    assert check({"QT_QPA_PLATFORM": "offscreen"}, fake_loader(everything), said.append, "linux") == 0
    assert check({}, fake_loader(everything), said.append, "win32") == 0
    assert check({"GRIMOIRE_SKIP_SYSTEM_CHECK": "1"}, fake_loader(everything), said.append, "linux") == 0
    assert said == []


def test_packages_shared_by_several_libraries_are_named_once() -> None:
    missing = missing_libraries(fake_loader({"libxcb-shape.so.0", "libxcb-randr.so.0", "libxcb-cursor.so.0"}))
    advice = install_advice(missing)
    assert "sudo dnf install xcb-util-cursor libxcb\n" in advice
    assert "sudo apt install libxcb-cursor0 libxcb-shape0 libxcb-randr0\n" in advice


def test_the_real_loader_finds_a_library_that_exists_and_not_one_that_does_not() -> None:
    assert system_check.can_load("libc.so.6")
    assert not system_check.can_load("libgrimoire-no-such-library.so.9")


def test_scripts_run_checks_before_qt_and_the_readme_lists_the_packages() -> None:
    """scripts/run calls the check as a plain file (no .venv needed); the README names every Debian package."""
    run = (ROOT / "scripts" / "run").read_text(encoding="utf-8")
    assert "grimoire_app/system_check.py" in run
    assert run.index("system_check.py") < run.index("-m grimoire_app")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for library in XCB_LIBRARIES:
        assert library.debian in readme and library.fedora in readme, library


def test_the_check_runs_as_a_plain_file_without_the_package() -> None:
    result = subprocess.run([sys.executable, str(ROOT / "grimoire_app" / "system_check.py")], env={"QT_QPA_PLATFORM": "offscreen"},
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0 and result.stderr == ""
