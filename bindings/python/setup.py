"""Wheel tags for the lift package; everything else is in pyproject.toml.

The package is pure Python over ctypes, so setuptools would tag every wheel `py3-none-any`. A wheel
that carries liblift.so.1 (``make wheel`` puts a stripped copy in lift/) only works on the platform
the library was built for: such a wheel is tagged `py3-none-<platform>` (any Python 3, since
nothing is compiled against the interpreter) with Root-Is-Purelib false, which lets
`auditwheel repair` vendor the library's dependencies and set the manylinux tag. Without a bundled
library the wheel stays `py3-none-any` and the library is found at run time (lift/_raw.py).
"""

from pathlib import Path

from setuptools import Distribution, setup

try:  # setuptools >= 70.1 has bdist_wheel itself; older ones take it from the `wheel` package
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:
    from wheel.bdist_wheel import bdist_wheel

BUNDLED = Path(__file__).resolve().parent / "lift" / "liblift.so.1"


class BundledLibrary(Distribution):
    """A wheel with liblift.so.1 in it is a platform wheel: files under platlib, Root-Is-Purelib
    false (bdist_wheel and install both decide that from has_ext_modules)."""

    def has_ext_modules(self) -> bool:
        return BUNDLED.exists()


class PlatformWheel(bdist_wheel):
    def get_tag(self) -> tuple:
        python, abi, plat = super().get_tag()
        if not self.root_is_pure:
            python, abi = "py3", "none"  # nothing in the wheel is built against the interpreter
        return python, abi, plat


setup(distclass=BundledLibrary, cmdclass={"bdist_wheel": PlatformWheel})
