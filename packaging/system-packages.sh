#!/usr/bin/env bash
# Install the Debian/Ubuntu packages of the named groups of packaging/debian-packages.txt that
# are missing, after saying which and why; nothing at all when none is missing.
#
#     bash packaging/system-packages.sh run test     # what `make run` and `make test` call
#     bash packaging/system-packages.sh --list run   # the packages of a group, one per line
#
# apt-get runs with sudo when not root. Not on Debian or Ubuntu (no dpkg-query/apt-get), it
# names the packages and leaves them to the system's own package manager (--quiet: says
# nothing there, for the checks the Makefile repeats at every run). CLEVERDESK_NO_APT=1 skips
# the installation (the list is still said when something is missing).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
list="$here/debian-packages.txt"

list_only=0 quiet=0
while [ "$#" -gt 0 ]; do
  case "$1" in
    --list) list_only=1; shift ;;
    --quiet) quiet=1; shift ;;
    *) break ;;
  esac
done
[ "$#" -gt 0 ] || { echo "usage: $0 [--list] GROUP..." >&2; exit 2; }

# the group's packages and reason, read from the list
packages=()
declare -A reason_of=()  # package -> why its group is needed
for group in "$@"; do
  found=0 in_group=0
  while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
      '#'*|'') continue ;;
      '['*']'*)
        name="${line#[}"; name="${name%%]*}"
        if [ "$name" = "$group" ]; then
          in_group=1 found=1; why="${line#*] }"
        else
          in_group=0
        fi ;;
      *) if [ "$in_group" = 1 ]; then
           read -r -a words <<<"$line"
           for word in "${words[@]}"; do
             packages+=("$word"); [ -n "${reason_of[$word]:-}" ] || reason_of[$word]="$why"
           done
         fi ;;
    esac
  done <"$list"
  [ "$found" = 1 ] || { echo "system-packages: no group [$group] in $list" >&2; exit 2; }
done
# each package once, in the list's order
mapfile -t packages < <(printf '%s\n' "${packages[@]}" | awk '!seen[$0]++')

# @libpython@: Debian's libpython3.X for Debian's own Python (in /usr), none for another one
python="${PYTHON:-python3}"
libpython="$("$python" -c 'import sys; print(f"libpython{sys.version_info[0]}.{sys.version_info[1]}"
                                              if sys.base_prefix == "/usr" else "")' 2>/dev/null || true)"
mapfile -t packages < <(printf '%s\n' "${packages[@]}" | sed "s/^@libpython@\$/$libpython/" | grep .)
[ -z "$libpython" ] || reason_of[$libpython]="${reason_of[@libpython@]:-}"

if [ "$list_only" = 1 ]; then printf '%s\n' "${packages[@]}"; exit 0; fi

# A Python built with ensurepip (pyenv, python.org) makes a venv without Debian's python3-venv.
if command -v "$python" >/dev/null 2>&1 && "$python" -c 'import ensurepip' >/dev/null 2>&1; then
  mapfile -t packages < <(printf '%s\n' "${packages[@]}" | grep -vx 'python3-venv')
fi

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  [ "$quiet" = 1 ] && exit 0
  echo "system-packages: not Debian or Ubuntu: if something is missing, install your system's" \
       "equivalents of: ${packages[*]}" >&2
  exit 0
fi

# (dpkg-query fails for a package it has never heard of: that one is missing too)
installed="$({ dpkg-query -W -f='${Package} ${db:Status-Status}\n' "${packages[@]}" 2>/dev/null \
  || true; } | awk '$2 == "installed" {print $1}')"
missing=()
for package in "${packages[@]}"; do
  grep -qx "$package" <<<"$installed" || missing+=("$package")
done
[ "${#missing[@]}" -gt 0 ] || exit 0

echo "cleverdesk needs these Debian packages, which are not installed: ${missing[*]}"
for package in "${missing[@]}"; do echo "${reason_of[$package]}"; done | awk '!seen[$0]++' \
  | sed 's/^/  for /' 
if [ "${CLEVERDESK_NO_APT:-}" = 1 ]; then
  echo "CLEVERDESK_NO_APT=1: not installing them." >&2
  exit 0
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || {
    echo "Not root and no sudo: run as root: apt-get install ${missing[*]}" >&2; exit 1; }
  sudo=(sudo)
  echo "Installing them with sudo apt-get (it may ask for your password)."
else
  echo "Installing them with apt-get."
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
