import re
import unicodedata

_INVALID_CHARACTERS = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')
_WINDOWS_DEVICE_NAME = re.compile(
    r"^(CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|(?:COM|LPT)[1-9¹²³])$", re.IGNORECASE
)


def validate_step_name(name: str) -> str:
    """Keep step identifiers usable as one directory name on every host OS."""
    if (
        not name.strip()
        or name in {".", ".."}
        or name.endswith((".", " "))
        or _INVALID_CHARACTERS.search(name)
        or _WINDOWS_DEVICE_NAME.fullmatch(name.partition(".")[0].rstrip(" "))
    ):
        raise ValueError(
            f"Invalid step name {name!r}: step names must be non-empty, portable "
            "directory names, without path separators, control characters, "
            "Windows reserved characters or device names, or trailing dots/spaces."
        )
    if len(name.encode("utf-8")) > 255:
        raise ValueError("Step names must be at most 255 UTF-8 bytes.")
    return name


def step_name_key(name: str) -> str:
    """Detect collisions on case-insensitive, Unicode-normalizing filesystems."""
    return unicodedata.normalize("NFC", name).casefold()
