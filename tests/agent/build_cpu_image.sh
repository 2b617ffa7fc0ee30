#!/usr/bin/env bash
# Build the CPU test image of Dockerfile.nvidia without pulling from any image registry:
#   1. debootstrap a minimal Debian and `docker import` it as the base image;
#   2. `docker build` Dockerfile.nvidia on that base with the CPU torch wheel, pip reading the
#      machine's local wheel mirror (/opt/pypi, served on 127.0.0.1) when there is one, else PyPI.
# Usage: tests/agent/build_cpu_image.sh [TAG]   (default passnet:cpu-test; needs root and dockerd)
set -euo pipefail

TAG="${1:-passnet:cpu-test}"
BASE="passnet-cpu-base:local"
REPO="$(cd "$(dirname "$0")/../.." && pwd)"
SUITE="${DEBIAN_SUITE:-bookworm}"           # bookworm's python3 is 3.11, matching cp311 wheels
TORCH_SPEC="${TORCH_SPEC:-torch==2.13.0+cpu}"

if ! docker image inspect "$BASE" >/dev/null 2>&1; then
    rootfs="$(mktemp -d)"
    trap 'rm -rf "$rootfs"' EXIT
    debootstrap --variant=minbase "$SUITE" "$rootfs" http://deb.debian.org/debian >/dev/null
    tar -C "$rootfs" -c . | docker import - "$BASE" >/dev/null
fi

pip_args=()
if [ -d /opt/pypi/simple ]; then
    port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    python3 -m http.server --bind 127.0.0.1 --directory /opt "$port" >/dev/null 2>&1 &
    server=$!
    trap 'kill "$server" 2>/dev/null; rm -rf "${rootfs:-/nonexistent}"' EXIT
    # Only the mirror: PyPI itself may sit behind a TLS proxy whose CA the image does not know.
    pip_args+=(--build-arg "PIP_INDEX_URL=http://127.0.0.1:$port/pypi/simple")
    [ -d /opt/pypi-more/simple ] && pip_args+=(--build-arg "PIP_EXTRA_INDEX_URL=http://127.0.0.1:$port/pypi-more/simple")
    [ -d /opt/wheels ] && pip_args+=(--build-arg "PIP_FIND_LINKS=http://127.0.0.1:$port/wheels/")
    sleep 1
fi

docker build --network host -f "$REPO/Dockerfile.nvidia" \
    --build-arg "BASE_IMAGE=$BASE" --build-arg "TORCH_SPEC=$TORCH_SPEC" "${pip_args[@]}" \
    -t "$TAG" "$REPO"
