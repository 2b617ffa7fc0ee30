# Sourced by the GPU scripts, from the repository root: the package installed from this tree (editable, no
# network: the device image has torch, triton, pytest and rich), after the wheels carried in .gpu/wheels (the image
# has no blake3). $1: the log file. Where the editable install fails the plugin loads from the source tree.
for wheel in "${WHEELS:-.gpu/wheels}"/*.whl; do
    [ -e "$wheel" ] && python3 -m pip install -q --no-deps --no-index "$wheel" >>"$1" 2>&1
done
python3 -c "import blake3" 2>/dev/null || echo "no blake3 here: carry its wheel for this Python in .gpu/wheels" \
    "(pip download blake3 --python-version 3.12 --only-binary=:all: --no-deps -d .gpu/wheels)"
python3 -m pip install -q --no-deps --no-build-isolation -e . >>"$1" 2>&1 \
    || { echo "editable install failed: the plugin loads from the source tree"
         export PYTHONPATH=$PWD PYTEST_ADDOPTS="-p pytest_passnet.plugin"; }
