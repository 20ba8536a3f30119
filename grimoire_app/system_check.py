"""Before Qt starts: are the system libraries PySide6's X11 (xcb) plugin needs installed?

On a minimal Debian/Ubuntu or Fedora, PySide6's wheel brings Qt but not these system libraries;
Qt then stops with a message naming only `xcb-cursor0` whatever is missing. `scripts/run` runs this
file first (plain Python, no third-party import, so it works before .venv exists) and, when some are
missing, names the exact packages to install on Debian/Ubuntu and on Fedora, then stops.

Run as `python3 grimoire_app/system_check.py`; exit status 0 = fine (or not applicable), 1 = missing.
The check is skipped off Linux, when QT_QPA_PLATFORM names another plugin (offscreen, wayland), or
when GRIMOIRE_SKIP_SYSTEM_CHECK is set.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class SystemLibrary:
    """One shared library the xcb plugin loads, and the package providing it on each family."""

    soname: str
    debian: str
    fedora: str


XCB_LIBRARIES: tuple[SystemLibrary, ...] = (
    SystemLibrary("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    SystemLibrary("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    SystemLibrary("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    SystemLibrary("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    SystemLibrary("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    SystemLibrary("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    SystemLibrary("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    SystemLibrary("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    SystemLibrary("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    SystemLibrary("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
    SystemLibrary("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
    SystemLibrary("libxcb.so.1", "libxcb1", "libxcb"),
    SystemLibrary("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
    SystemLibrary("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
    SystemLibrary("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
    SystemLibrary("libxcb-render.so.0", "libxcb-render0", "libxcb"),
    SystemLibrary("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    SystemLibrary("libEGL.so.1", "libegl1", "libglvnd-egl"),
    SystemLibrary("libGL.so.1", "libgl1", "libglvnd-glx"),
    SystemLibrary("libfontconfig.so.1", "libfontconfig1", "fontconfig"),
    SystemLibrary("libdbus-1.so.3", "libdbus-1-3", "dbus-libs"),
)
"""What PySide6's libqxcb.so and libQt6XcbQpa load from the system (`ldd` on PySide6 6.x; the wheel does not ship them)."""

Loader = Callable[[str], bool]
"""Whether a shared library (by soname) can be loaded; tests pass a fake."""


def can_load(soname: str) -> bool:
    """Try to load the library the way Qt's plugin would (the dynamic linker's search path)."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def applies(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will use the xcb plugin here, so the check means something.

    >>> applies({}, "linux"), applies({"QT_QPA_PLATFORM": "offscreen"}, "linux"), applies({}, "darwin")
    (True, False, False)
    """
    if not platform.startswith("linux") or environ.get("GRIMOIRE_SKIP_SYSTEM_CHECK"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "")
    return not chosen or chosen.startswith("xcb")


def missing_libraries(load: Loader = can_load, libraries: tuple[SystemLibrary, ...] = XCB_LIBRARIES) -> list[SystemLibrary]:
    """The libraries that cannot be loaded, in table order."""
    return [library for library in libraries if not load(library.soname)]


def install_advice(missing: list[SystemLibrary]) -> str:
    """The message naming what is missing and the exact command for Debian/Ubuntu and for Fedora."""
    debian = " ".join(dict.fromkeys(library.debian for library in missing))
    fedora = " ".join(dict.fromkeys(library.fedora for library in missing))
    names = ", ".join(library.soname for library in missing)
    return (
        "Grimoire cannot start its window yet: Qt's X11 (xcb) plugin needs system libraries that are not installed:\n"
        f"  {names}\n"
        "Install them, then run scripts/run again:\n"
        f"  Debian/Ubuntu: sudo apt install {debian}\n"
        f"  Fedora:        sudo dnf install {fedora}\n"
        "(Set GRIMOIRE_SKIP_SYSTEM_CHECK=1 to start anyway, e.g. on Wayland with QT_QPA_PLATFORM=wayland.)"
    )


def check(environ: Mapping[str, str] = os.environ, load: Loader = can_load, write: Callable[[str], object] = print,
          platform: str = sys.platform) -> int:
    """Return 0 when Qt can start here (or the check does not apply), else say what to install and return 1."""
    if not applies(environ, platform):
        return 0
    missing = missing_libraries(load)
    if not missing:
        return 0
    write(install_advice(missing))
    return 1


if __name__ == "__main__":
    sys.exit(check(write=lambda text: print(text, file=sys.stderr)))
