#!/bin/sh
# Rebuilds lame.wasm (this folder): LAME 3.100, encoder only, as a standalone wasm32 module.
# Not part of `npm ci` or the tests: lame.wasm is committed. Needs Debian 12's apt (clang 14).
# Usage: sh src/features/composer/engine/lame/build.sh    (works in a temporary folder)
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
B=$(mktemp -d)
cp "$HERE/config.h" "$HERE/bridge.c" "$B/"
cd "$B"

# 1. Toolchain (Debian 12 bookworm): clang 14, lld (wasm-ld), wasi-libc, compiler-rt builtins for wasm32
if ! command -v wasm-ld >/dev/null 2>&1 || [ ! -f /usr/lib/wasm32-wasi/libc.a ]; then
  apt-get update
  apt-get install -y clang lld wasi-libc libclang-rt-dev-wasm32
fi

# 2. Sources: pristine upstream LAME 3.100 tarball from Debian's source package lame 3.100-6
#    (lame_3.100.orig.tar.gz), fetched with apt-get source using a private deb-src list so
#    the system apt config is not modified. apt verifies the checksums from the signed Sources index.
if [ ! -d lame-3.100 ]; then
  if [ ! -f debsrc/lame_3.100.orig.tar.gz ]; then
    mkdir -p apt/lists/partial apt/cache debsrc
    cat > apt/src.sources <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
    APTOPTS="-o Dir::Etc::SourceList=$B/apt/src.sources -o Dir::Etc::SourceParts=/nonexistent -o Dir::State::Lists=$B/apt/lists -o Dir::Cache=$B/apt/cache"
    apt-get $APTOPTS update
    (cd debsrc && apt-get $APTOPTS source --download-only lame=3.100-6)
  fi
  echo "ddfe36cab873794038ae2c1210557ad34857a4b6bdc515785d1da9e175b1da1e  debsrc/lame_3.100.orig.tar.gz" | sha256sum -c -
  tar xzf debsrc/lame_3.100.orig.tar.gz
fi

# 3. Compile. config.h (hand-written, in this directory) replaces autoconf's.
SRC="VbrTag.c bitstream.c encoder.c fft.c gain_analysis.c id3tag.c lame.c mpglib_interface.c \
newmdct.c presets.c psymodel.c quantize.c quantize_pvt.c reservoir.c set_get.c tables.c \
takehiro.c util.c vbrquantize.c version.c"
# vector/xmm_quantize_sub.c (x86 SSE) is left out; HAVE_MPGLIB is not defined (no decoder).

build() { # $1=output name, rest = extra cflags
  out=$1; shift
  objs=""
  mkdir -p obj/$out
  for f in $SRC; do
    clang --target=wasm32-wasi "$@" -DHAVE_CONFIG_H -I"$B" -Ilame-3.100/include -Ilame-3.100/libmp3lame \
      -ffp-contract=off -w -c lame-3.100/libmp3lame/$f -o obj/$out/${f%.c}.o
    objs="$objs obj/$out/${f%.c}.o"
  done
  clang --target=wasm32-wasi "$@" -DHAVE_CONFIG_H -I"$B" -Ilame-3.100/include -c bridge.c -o obj/$out/bridge.o
  clang --target=wasm32-wasi "$@" -mexec-model=reactor -Wl,--strip-all -Wl,--gc-sections \
    -Wl,-z,stack-size=1048576 -Wl,--initial-memory=16777216 -Wl,--max-memory=268435456 \
    $objs obj/$out/bridge.o -o $out.wasm
  ls -l $out.wasm
}
# Flags chosen after measuring (see REPORT.md): -O3, non-trapping float->int (i32.trunc_sat), bulk memory,
# sign-ext, no errno from libm (lets sqrt/fabs etc. become single instructions). LTO was not faster.
# None of these change the output bytes. -msimd128 was measured too: same bytes, no faster.
COMMON="-O3 -mnontrapping-fptoint -mbulk-memory -msign-ext -mmutable-globals -fno-math-errno"
build lame $COMMON
cp lame.wasm "$HERE/lame.wasm"
sha256sum "$HERE/lame.wasm"
