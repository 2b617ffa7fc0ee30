"""Stand-ins of the trusted side forked from one process of a user and environment (``standins``):
``python standin_server.py`` imports what the stand-ins import (the product's sandbox, and torch through its
protocol: about 1.3 s of each stand-in's start here), then for each request line on stdin (JSON: a stand-in script,
its arguments, variables added to its environment) forks, runs the script as ``__main__`` in the fork, as
``python SCRIPT ARG...`` would (its own process, its temporary folder read from its environment again; stdin
/dev/null, stdout and stderr to files of its own), and answers one JSON line: the fork's exit status and what it
wrote. It ends at the end of its stdin."""

import json
import os
import runpy
import sys
import tempfile
import traceback


def _play(script: str, args: list[str]) -> int:
    """``script``'s exit status, run as ``__main__`` in this (forked) process."""
    sys.argv = [script, *args]
    sys.path[0] = os.path.dirname(script)  # as ``python SCRIPT`` sets it
    try:
        runpy.run_path(script, run_name="__main__")
    except SystemExit as done:
        if done.code is None or isinstance(done.code, int):
            return done.code or 0
        print(done.code, file=sys.stderr)
        return 1
    except BaseException:
        traceback.print_exc()
        return 1
    return 0


def _forked(script: str, args: list[str], env: dict[str, str]) -> dict:
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        pid = os.fork()
        if pid == 0:  # the stand-in's process: it never returns here
            code = 1
            try:
                os.environ.update(env)
                tempfile.tempdir = None  # read from TMPDIR again, as at a start
                os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
                os.dup2(out.fileno(), 1)
                os.dup2(err.fileno(), 2)
                code = _play(script, args)
                sys.stdout.flush()
                sys.stderr.flush()
            finally:
                os._exit(code)
        _, status = os.waitpid(pid, 0)
        out.seek(0)
        err.seek(0)
        return {"returncode": os.waitstatus_to_exitcode(status), "stdout": out.read().decode(errors="replace"),
                "stderr": err.read().decode(errors="replace")}


def main() -> None:
    from pytest_passnet.sandbox import file_table, hardening, mode, procfs, process  # noqa: F401 (the stand-ins')
    from tests.adversarial.redteam import standin_child  # noqa: F401

    replies = os.fdopen(os.dup(sys.stdout.fileno()), "w")
    for line in sys.stdin:
        request = json.loads(line)
        replies.write(json.dumps(_forked(request["script"], request["args"], request["env"])) + "\n")
        replies.flush()


if __name__ == "__main__":
    main()
