#!/usr/bin/env bash
# make dist: from a release build, OUTPUT/coach_VERSION-1_ARCH.deb, OUTPUT/coach-VERSION-linux-MACHINE.tar.gz (bin/,
# share/, install.sh) and OUTPUT/SHA256SUMS. Both hold the files `make install` lays out (scripts/install-files.sh).
# The .deb depends on what the binary links (dpkg-shlibdeps); what coach loads or runs only when present is
# recommended (libedit for the shell, ALSA for sound) or suggested (git for sync, chafa for photos).
set -euo pipefail
binary="$(realpath "${1:?usage: dist.sh BINARY OUTPUT-FOLDER}")"
cd "$(dirname "$0")/.."
mkdir -p "${2:?usage: dist.sh BINARY OUTPUT-FOLDER}"
out="$(realpath "$2")"
version="$(cat VERSION)"
# The package's version: VERSION's, and the Debian revision of its packaging.
revision="$version-1"
arch="$(dpkg --print-architecture)"
machine="$(uname -m)"
# Dates from the commit, so the same commit makes the same files.
# The maintainer: whoever made the commit it is built from.
maintainer="${MAINTAINER:-$(git log -1 --format='%an <%ae>' 2>/dev/null || echo 'coach developers <coach@localhost>')}"
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The .deb, laid out under /usr as Debian has it.
root="$work/deb"
ZSH_FOLDER=vendor-completions scripts/install-files.sh "$binary" "$root/usr"
gzip -9n "$root/usr/share/man/man1/coach.1" "$root/usr/share/man/ru/man1/coach.1"
doc="$root/usr/share/doc/coach"
install -d "$doc"
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: coach"
    echo
    echo "Files: *"
    echo "Copyright: 2026 the coach developers"
    echo "License: Expat"
    sed -e 's/^$/./' -e 's/^/ /' LICENSE
} >"$doc/copyright"
{
    echo "coach ($revision) unstable; urgency=medium"
    echo
    echo "  * coach $version, built from $(git describe --always --dirty --abbrev=12 2>/dev/null || echo 'a source tree')."
    echo
    echo " -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n >"$doc/changelog.Debian.gz"
chmod 644 "$doc/copyright" "$doc/changelog.Debian.gz"
# What the binary links, as Debian names the packages holding it.
mkdir -p "$work/shlibs/debian"
echo "Source: coach" >"$work/shlibs/debian/control"
depends="$(cd "$work/shlibs" && dpkg-shlibdeps -O "$root/usr/bin/coach" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')"
mkdir -p "$root/DEBIAN"
cat >"$root/DEBIAN/control" <<CONTROL
Package: coach
Version: $revision
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Recommends: libedit2, libasound2t64 | libasound2
Suggests: git, chafa
Section: utils
Priority: optional
Description: calm terminal shell for a daily check-in
 coach is one command for a daily check-in at the terminal: mood and energy,
 goals and streaks, your own trackers, guided breathing with sound, timers and
 a stopwatch, an exact calculator with units, formula study with spaced
 repetition, a meal log with a calorie goal, and the sights of Saransk.
 .
 It works as an interactive shell with line editing, history and Tab
 completion, as one-shot commands, and with commands piped from scripts, in
 English and Russian. Your data stays in plain JSON files you can export,
 back up, or sync between machines over git.
CONTROL
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
find "$root" -type d -exec chmod 755 {} +
deb="coach_${revision}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$out/$deb" >/dev/null

# The tarball: bin/ and share/ as under a prefix, and install.sh, which copies them under one.
name="coach-$version-linux-$machine"
folder="$work/$name"
scripts/install-files.sh "$binary" "$folder"
install -d "$folder/share/doc/coach"
install -m 644 LICENSE README.md "$folder/share/doc/coach/"
install -m 755 scripts/install.sh "$folder/install.sh"
tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner -C "$work" -czf "$out/$name.tar.gz" "$name"

(cd "$out" && sha256sum "$deb" "$name.tar.gz" >SHA256SUMS)
echo "Made $out/$deb, $out/$name.tar.gz and $out/SHA256SUMS."
