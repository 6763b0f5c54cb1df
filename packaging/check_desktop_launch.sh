#!/usr/bin/env bash
# Does the .deb give a launcher a desktop can double-click? On Debian/Ubuntu, as root:
#
#   bash packaging/check_desktop_launch.sh [OUT]      # OUT: build/desktop-launch
#
# 1. installs dist/cleverdesk_*.deb with apt-get (which pulls in its Depends:),
# 2. starts an X11 server (Xvfb) and launches the installed cleverdesk.desktop with `gio launch`,
#    the call a desktop makes on a double-click,
# 3. waits for the window, checks its WM_CLASS matches StartupWMClass and that it has an icon,
#    and saves a screenshot of the screen as OUT/desktop-launch.png (look at it),
# 4. closes the program, stops Xvfb and purges the package, checking nothing is left behind.
# It installs its tools from Debian (xvfb, libglib2.0-bin for gio, x11-utils, x11-apps,
# imagemagick). Not part of CI: it changes the machine's installed packages.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/build/desktop-launch}"
display=":${CHECK_DISPLAY:-97}"
shopt -s nullglob
debs=("$root"/dist/cleverdesk_*.deb)
[ "${#debs[@]}" -eq 1 ] || { echo "need exactly one dist/cleverdesk_*.deb (make bundle)" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "run as root: it installs packages" >&2; exit 1; }
mkdir -p "$out"
export DEBIAN_FRONTEND=noninteractive

step() { echo "== $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }

step "tools: Xvfb, gio, xprop/xwininfo, xwd, convert"
tools=(xvfb libglib2.0-bin x11-utils x11-apps imagemagick desktop-file-utils)
apt-get install -y -q --no-install-recommends "${tools[@]}" >/dev/null

step "install ${debs[0]##*/}"
apt-get install -y -q "${debs[0]}" >/dev/null
desktop=/usr/share/applications/cleverdesk.desktop
for path in /usr/bin/cleverdesk /opt/cleverdesk/cleverdesk "$desktop" \
            /usr/share/icons/hicolor/16x16/apps/cleverdesk.png \
            /usr/share/icons/hicolor/512x512/apps/cleverdesk.png \
            /usr/share/icons/hicolor/scalable/apps/cleverdesk.svg; do
  [ -e "$path" ] || fail "$path was not installed"
done
desktop-file-validate "$desktop" || fail "$desktop is not a valid desktop entry"
dpkg-query -W -f='installed: ${Package} ${Version}, depends: ${Depends}\n' cleverdesk

step "X server on $display"
Xvfb "$display" -screen 0 1440x900x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb_pid=$!
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  kill "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT
export DISPLAY="$display"
for _ in $(seq 50); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.2; done
xwininfo -root >/dev/null 2>&1 || fail "Xvfb did not start (see $out/xvfb.log)"

step "gio launch $desktop (a fresh home: a first start)"
home="$(mktemp -d)"
env -u XDG_DATA_HOME -u XDG_CONFIG_HOME -u CLEVERDESK_DATA_DIR -u QT_QPA_PLATFORM \
  HOME="$home" gio launch "$desktop" >"$out/launch.log" 2>&1 || fail "gio launch failed"

window=""
for _ in $(seq 150); do  # up to 30 s for a cold start
  # The main window is the one whose WM_CLASS is ("cleverdesk" "cleverdesk"); Qt's client
  # leader and selection owner windows carry the name but no class.
  window="$(xwininfo -root -tree | awk '/\("cleverdesk" "cleverdesk"\)/ {print $1; exit}')"
  [ -n "$window" ] && break
  sleep 0.2
done
[ -n "$window" ] || fail "no cleverdesk window appeared"
app_pid="$(xprop -id "$window" _NET_WM_PID | awk '{print $3}')"
wm_class="$(xprop -id "$window" WM_CLASS)"
echo "window $window of process $app_pid ($(readlink "/proc/$app_pid/exe")), $wm_class"
xwininfo -id "$window" | awk '/Width|Height/ {printf "%s ", $0} END {print ""}'
grep -q '"cleverdesk"$' <<<"$wm_class" || fail "WM_CLASS is not cleverdesk: $wm_class"
grep -q '^StartupWMClass=cleverdesk$' "$desktop" || fail "StartupWMClass does not match"
# The window is found as soon as it exists; Qt sets its properties just after: give it 5 s.
icon=""
for _ in $(seq 25); do
  xprop -id "$window" _NET_WM_ICON | head -c 80 | grep -q "CARDINAL" && { icon=yes; break; }
  sleep 0.2
done
[ -n "$icon" ] || fail "the window has no icon"
echo "window icon: set"

sleep 4  # the home screen's first frames
xwd -root -silent | convert xwd:- "$out/desktop-launch.png"
echo "screenshot: $out/desktop-launch.png"
[ -d "$home/.local/share/cleverdesk" ] && echo "data folder: $home/.local/share/cleverdesk created"

kill "$app_pid"
for _ in $(seq 50); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
app_pid=""
rm -rf "$home"

step "purge"
apt-get purge -y -q cleverdesk >/dev/null
for path in /opt/cleverdesk /usr/bin/cleverdesk "$desktop" \
            /usr/share/icons/hicolor/16x16/apps/cleverdesk.png; do
  [ ! -e "$path" ] && [ ! -L "$path" ] || fail "$path is still there after the purge"
done
dpkg-query -W cleverdesk >/dev/null 2>&1 && fail "dpkg still knows cleverdesk"
echo "purged: nothing left"
echo "check_desktop_launch: ok"
