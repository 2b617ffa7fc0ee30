#!/usr/bin/env bash
# Build the CPU test image of Dockerfile.nvidia without pulling from any image registry:
#   1. debootstrap a minimal Debian and `docker import` it as the base image;
#   2. download every wheel the image needs with the host's pip (its own index, mirror and
#      certificates), serve them on 127.0.0.1, and `docker build` Dockerfile.nvidia on that base
#      with pip reading only those wheels.
# Usage: tests/agent/build_cpu_image.sh [TAG]   (default passnet:cpu-test; needs root, dockerd, git,
# debootstrap, and a host python3 of the image's Python version: 3.11 for bookworm)
set -euo pipefail

TAG="${1:-passnet:cpu-test}"
BASE="passnet-cpu-base:local"
REPO="$(cd "$(dirname "$0")/../.." && pwd)"
SUITE="${DEBIAN_SUITE:-bookworm}"
TORCH_SPEC="${TORCH_SPEC:-torch==2.13.0+cpu}"
PYTHON="${PYTHON:-python3}"

work="$(mktemp -d)"
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

if ! docker image inspect "$BASE" >/dev/null 2>&1; then
    debootstrap --variant=minbase "$SUITE" "$work/rootfs" http://deb.debian.org/debian >/dev/null
    tar -C "$work/rootfs" -c . | docker import - "$BASE" >/dev/null
    rm -rf "$work/rootfs"
fi

"$PYTHON" -m pip download -q -d "$work/wheels" "$TORCH_SPEC" triton pip setuptools wheel "$REPO"
port="$("$PYTHON" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$PYTHON" -m http.server --bind 127.0.0.1 --directory "$work/wheels" "$port" >/dev/null 2>&1 &
server=$!
sleep 1

# The build context is the repository's files as git sees them (tracked and untracked-not-ignored),
# so a local .venv, runs/ or .git never travel to the daemon.
(cd "$REPO" && git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cz) \
  | docker build --network host -f Dockerfile.nvidia \
    --build-arg "BASE_IMAGE=$BASE" --build-arg "TORCH_SPEC=$TORCH_SPEC" \
    --build-arg PIP_NO_INDEX=1 --build-arg "PIP_FIND_LINKS=http://127.0.0.1:$port/" \
    -t "$TAG" -
