# Sourced by scripts/package-windows.sh and scripts/test-windows.sh: the environment in which
# Debian's own Rust (rustc-web, cargo-web, rust-web-src) cross-builds for 64-bit Windows.
#
# rustup's toolchain here has only the Linux target and cannot fetch another, so the Windows
# standard library is built from Debian's rust-web-src with cargo's -Zbuild-std, which needs
# RUSTC_BOOTSTRAP on a stable compiler (docs/windows.md). rustup's ~/.cargo/bin leaves PATH so
# that `cargo` and `rustc` are Debian's 1.96, whose library sources match; the Linux build, its
# toolchain and its target/ folder are never touched: the Windows build has its own target-windows/.

WINDOWS_TARGET=x86_64-pc-windows-gnu
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
export RUSTC_BOOTSTRAP=1
export CARGO_UNSTABLE_BUILD_STD=std
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_AR=x86_64-w64-mingw32-ar
export CARGO_TARGET_DIR="$PWD/target-windows"

# The packages the Windows build and its checks need, installed when missing (idempotent, as
# scripts/setup.sh is). rustc-web/cargo-web install as /usr/bin/rustc and /usr/bin/cargo, beside
# rustup's, which stay first in every PATH but this one.
windows_install_packages() {
  local packages=(rustc-web cargo-web rust-web-src gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64
    binutils-mingw-w64-x86-64 nsis zip unzip "$@")
  local missing=() p sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "windows: installing ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}
