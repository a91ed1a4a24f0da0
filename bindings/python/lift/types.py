"""The request and answer types of lift.types.pyi exist for type checkers only: at run time every
request and answer is a plain dict, so any name imported from here is `dict`."""

from typing import Any


def __getattr__(name: str) -> Any:
    if name.startswith("__"):
        raise AttributeError(name)
    return dict
