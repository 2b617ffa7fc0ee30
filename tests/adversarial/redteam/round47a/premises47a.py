"""Round 47a's premises: a real confined child of the plain mode as a normal user, started by the real trusted-side
code (``mode.detect``, ``folders.make``, ``policy.command``: the argv, environment and confinement plan a real child
gets; the child applies it with ``confine.confine_child`` first thing, as ``sandbox/child/__main__.py`` does), which
then does one thing a pass would and says what it got. Run by the test user (``passnet-test``) from a Python
environment of its own (``private_env``: a venv of this interpreter, its site-packages reached through a ``.pth``
file), optionally inside ``docker47a``'s launcher (no user namespace: what a default Docker container gives a user).

- ``truncate``: TRUNCATE_OUTSIDE_OLD_LANDLOCK. The child ``truncate(2)``s files of the user's outside its folders (a
  run's ``results.jsonl`` and a sample's ``model.py`` and pass file, a file in the user's home; a module of the
  trusted side's Python environment) and, for the control, opens one for writing. ``--abi N`` caps
  ``landlock.abi_version`` in the trusted side (round 2's emulation of an older kernel: the kernel enforces the rights a
  ruleset handles, and a right an ABI does not know stays allowed, as on such a kernel).
- ``read``: PREFIX_SECRETS. The child reads the files of the trusted side's Python environment where conda,
  virtualenvwrapper and pip keep per-environment settings (``private_env`` writes the key there, as each tool's own
  documented command or file does), and its own environment (the control: the trusted process has the key in its
  environment, the child's allow-listed one has none).

    python -m tests.adversarial.redteam.round47a.premises47a BASE (truncate|read) [--abi N] [--kind process|bubblewrap]

prints one JSON line. ``BASE`` is a folder of the test user's, which ``prepare`` filled (as root)."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

CHILD_MODULE = "r47a_child"  # written into the private environment's site-packages: every mode's child reads it
INSTALLED_MODULE = "r47a_installed"  # a module of the environment's own, as torch's files are the user's in a venv
READABLE_MODULE = "r47a_readable"  # another, which the child opens read-only with O_TRUNC
MODULE_TEXT = "# a module of the user's Python environment (torch's, say)\n"
SECRET_NAME = "OPENAI_API_KEY"
TIMEOUT_S = 60
USER = "passnet-test"
REPO = Path(__file__).resolve().parents[4]

# The child: confined first, as a real child is (``sandbox/child/__main__.py``'s ``main``), then the action.
CHILD = r'''
import json, os, sys

from pytest_passnet.sandbox.confine import confine_child

confine_child()
action = json.loads(sys.argv[3])
said = {"uid": os.getuid(), "prefix": sys.prefix}


def attempt(what):
    try:
        return what()
    except OSError as exc:
        return f"{type(exc).__name__}: {exc.strerror}"


if action["do"] == "truncate":
    said["truncate"] = {path: attempt(lambda path=path: os.truncate(path, 0) or "truncated")
                        for path in action["paths"]}
    said["open_for_writing"] = attempt(lambda: open(action["write"], "a").close() or "opened")
    said["read"] = attempt(lambda: open(action["write"]).read()[:40])
    # a readable file (the environment's) opened read-only with O_TRUNC: the kernel truncates it where nothing refuses
    readable = action["readable"]
    said["open_read_only_truncating"] = attempt(
        lambda: os.close(os.open(readable, os.O_RDONLY | os.O_TRUNC)) or f"opened, {os.path.getsize(readable)} bytes left")
    # taken into the scratch, by name: Landlock's REFER and MAKE_REG, handled since ABI 1
    said["rename_into_scratch"] = attempt(lambda: os.rename(action["write"], "taken") or "renamed")
    said["link_into_scratch"] = attempt(lambda: os.link(action["write"], "linked") or "linked")
elif action["do"] == "read":
    said["read"] = {path: attempt(lambda path=path: open(path).read()) for path in action["paths"]}
    said["environment"] = {name: value for name, value in os.environ.items() if "KEY" in name.upper()}
print(json.dumps(said), flush=True)
'''


def _secret_files(env: Path, secret: str) -> dict[str, str]:
    """Where each tool keeps a per-environment variable or credential, written as that tool writes it."""
    return {
        # ``conda env config vars set OPENAI_API_KEY=...`` (conda 4.8+): the prefix's conda-meta/state.
        "conda-meta/state": json.dumps({"env_vars": {SECRET_NAME: secret}}),
        # conda's documentation, "Saving environment variables": etc/conda/activate.d/env_vars.sh.
        "etc/conda/activate.d/env_vars.sh": f"#!/bin/sh\nexport {SECRET_NAME}='{secret}'\n",
        # virtualenvwrapper's per-environment hook, sourced by ``workon``: bin/postactivate.
        "bin/postactivate": f"#!/bin/bash\nexport {SECRET_NAME}={secret}\n",
        # pip's site configuration file ($VIRTUAL_ENV/pip.conf): a private index's credentials.
        "pip.conf": f"[global]\nindex-url = https://__token__:{secret}@pypi.internal.example/simple\n",
    }


def private_env(base: Path, secret: str) -> Path:
    """A venv of this interpreter's base at ``base/env`` whose site-packages reach this one's (a ``.pth`` file), with
    the child module, and the secret written where conda, virtualenvwrapper and pip keep one. As the caller (root)."""
    env = base / "env"
    subprocess.run([os.path.join(sys.base_prefix, "bin", f"python{sys.version_info[0]}.{sys.version_info[1]}"),
                    "-m", "venv", "--without-pip", str(env)], check=True, capture_output=True, timeout=TIMEOUT_S)
    site = env / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "site-packages"
    (site / "r47a.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    (site / f"{CHILD_MODULE}.py").write_text(CHILD)
    for name in (INSTALLED_MODULE, READABLE_MODULE):
        (site / f"{name}.py").write_text(MODULE_TEXT)
    for relative, text in _secret_files(env, secret).items():
        (env / relative).parent.mkdir(parents=True, exist_ok=True)
        (env / relative).write_text(text)
    return env


# Files of the user's outside any child's folders, as a run and a user have them: the run's results, a sample's model
# and pass, a file in the user's home; the run's report, which the child opens for writing (Landlock's control).
USER_FILES = {"results": "out/results.jsonl", "model": "samples/s/graphs/model.py",
              "pass": "samples/s/pass_dir/honest.py", "home": "home/.bashrc", "written": "out/report.json"}


def user_file_text(name: str) -> str:
    return f"{name}: what the user keeps here\n"


def user_files(base: Path) -> dict[str, Path]:
    """``USER_FILES`` under ``base``, written."""
    files = {name: base / relative for name, relative in USER_FILES.items()}
    for name, path in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(user_file_text(name))
    return files


def prepare(base: Path, secret: str, uid: int, gid: int) -> Path:
    """``base`` made the user's: the private environment, the user's files, a temporary folder; returns the env."""
    env = private_env(base, secret)
    user_files(base)
    (base / "tmp").mkdir(exist_ok=True)
    for root, folders, files in os.walk(base):
        for name in [*folders, *files]:
            os.chown(os.path.join(root, name), uid, gid, follow_symlinks=False)
    os.chown(base, uid, gid)
    return env


def run_as_user(base: Path, env: Path, action: str, *options: str, container: bool = True) -> dict:
    """``main`` in ``base`` as the test user, by ``env``'s interpreter, inside ``docker47a``'s launcher where
    ``container`` (no user namespace), with a ``PATH`` without bubblewrap unless asked for; its JSON."""
    import pwd

    user = pwd.getpwnam(USER)
    path = "/usr/local/bin:/usr/bin:/bin"
    if "bubblewrap" not in options:
        path = str(_no_bwrap(base, path))
    launcher = [str(env / "bin" / "python"), "-m", "tests.adversarial.redteam.round47a.docker47a"] if container else []
    command = ["setpriv", f"--reuid={user.pw_uid}", f"--regid={user.pw_gid}", "--clear-groups", "--",
               "env", "-i", f"PATH={path}", f"HOME={base / 'home'}", f"TMPDIR={base / 'tmp'}", f"PYTHONPATH={REPO}",
               "PYTHONDONTWRITEBYTECODE=1", "LANG=C.UTF-8", *launcher,
               str(env / "bin" / "python"), "-m", "tests.adversarial.redteam.round47a.premises47a", str(base), action,
               *options]
    done = subprocess.run(command, cwd=base, capture_output=True, text=True, timeout=TIMEOUT_S * 2)
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        raise RuntimeError(f"premise failed ({done.returncode}): {done.stderr[-3000:]}")
    return json.loads(lines[-1])


def _no_bwrap(base: Path, path: str) -> Path:
    """A folder of links to every program on ``path`` but bwrap (the red team's plain configurations' PATH)."""
    shim = base / "bin"
    shim.mkdir(exist_ok=True)
    for folder in path.split(":"):
        if os.path.isdir(folder):
            for entry in os.scandir(folder):
                if entry.name != "bwrap" and not (shim / entry.name).exists():
                    (shim / entry.name).symlink_to(entry.path)
    return shim


# -- the trusted side (run as the user, by the private environment's interpreter) -----------------------------------


def run_child(action: dict, kind: str, abi: int | None) -> dict:
    """A child started and confined as a real one is, in the mode ``mode.detect`` finds for ``kind`` (Landlock capped at
    ``abi``), doing ``action``; what the mode was and what the child said."""
    from pytest_passnet.sandbox import folders, landlock, mode, policy

    if abi is not None:
        kernel_abi = landlock.abi_version
        landlock.abi_version = lambda: min(kernel_abi(), abi)
    os.environ[policy.MODE_VARIABLE] = kind
    os.environ[SECRET_NAME] = action.get("secret", "")
    found = mode.detect()
    made = folders.make(None, found.bounded_folders)
    try:
        argv, environment = policy.command(found.kind, made, os.environ, "cpu", (), uid=None, steps=found.steps,
                                           landlock_abi=found.landlock_abi, module=CHILD_MODULE)
        done = subprocess.run([*argv, json.dumps(action)], env=environment, cwd=made.scratch, capture_output=True,
                              text=True, timeout=TIMEOUT_S, start_new_session=True)
    finally:
        folders.remove(made)
    lines = done.stdout.strip().splitlines()
    said = json.loads(lines[-1]) if lines else {"stderr": done.stderr[-2000:]}
    return {"sandbox": mode.describe(found.record()), "landlock_abi": found.landlock_abi, "steps": list(found.steps),
            "child": said, "rc": done.returncode}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("base", type=Path)
    parser.add_argument("action", choices=("truncate", "read"))
    parser.add_argument("--abi", type=int)
    parser.add_argument("--kind", default="process")
    parser.add_argument("--secret", default="")
    options = parser.parse_args()
    env = Path(sys.prefix)
    if options.action == "truncate":
        files = {name: str(options.base / relative) for name, relative in USER_FILES.items()}
        site = env / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "site-packages"
        action = {"do": "truncate", "write": files["written"], "readable": str(site / f"{READABLE_MODULE}.py"),
                  "paths": [files["results"], files["model"], files["pass"], files["home"],
                            str(site / f"{INSTALLED_MODULE}.py")]}
    else:
        action = {"do": "read", "paths": [str(env / relative) for relative in _secret_files(env, "")],
                  "secret": options.secret}
    print(json.dumps(run_child(action, options.kind, options.abi)), flush=True)


if __name__ == "__main__":
    main()
