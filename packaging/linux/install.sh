#!/bin/sh
# Installs tabula for the person running it, so that it appears in the
# desktop's menu: under ~/.local, or under $PREFIX when it is set
# (sudo env PREFIX=/usr/local sh install.sh, for everyone: sudo drops a
# PREFIX set before it). uninstall.sh removes all it installs.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
# Run by sudo with no PREFIX, the script would install into root's own
# ~/.local, for no one else: that is PREFIX=… sudo sh install.sh, whose
# PREFIX sudo dropped.
if [ -z "${PREFIX:-}" ] && [ -n "${SUDO_USER:-}" ] && [ "$(id -u)" = 0 ]; then
	echo "install.sh: run by sudo without PREFIX, it would install tabula for root alone, in $HOME/.local." >&2
	echo "To install it for everyone: sudo env PREFIX=/usr/local sh install.sh" >&2
	echo "To install it for yourself: sh install.sh (no sudo)" >&2
	exit 2
fi
prefix=${PREFIX:-${HOME:?neither PREFIX nor HOME is set}/.local}
case $prefix in
/*) ;;
*) prefix=$(pwd)/$prefix ;;
esac
case $prefix in
*[\"\`\$\\%]* | *"
"*)
	echo "install.sh: PREFIX may not hold \" \` \$ \\ % or a new line: $prefix" >&2
	exit 2
	;;
esac

put() { # put MODE FROM TO
	mkdir -p "$(dirname "$3")"
	cp "$2" "$3.new"
	chmod "$1" "$3.new"
	mv -f "$3.new" "$3"
}

put 755 "$here/tabula" "$prefix/bin/tabula"
for size in @SIZES@; do
	put 644 "$here/icons/${size}x${size}/tabula.png" "$prefix/share/icons/hicolor/${size}x${size}/apps/tabula.png"
done
put 644 "$here/NOTICES.txt" "$prefix/share/doc/tabula/NOTICES.txt"
put 644 "$here/README.txt" "$prefix/share/doc/tabula/README.txt"
put 755 "$here/uninstall.sh" "$prefix/share/tabula/uninstall.sh"

# The menu's entry runs the program by its full path: $prefix/bin need
# not be on the PATH.
desktop=$prefix/share/applications/tabula.desktop
mkdir -p "$(dirname "$desktop")"
grep -v -e '^Exec=' -e '^TryExec=' "$here/tabula.desktop" >"$desktop.new"
printf 'Exec="%s"\nTryExec=%s\n' "$prefix/bin/tabula" "$prefix/bin/tabula" >>"$desktop.new"
chmod 644 "$desktop.new"
mv -f "$desktop.new" "$desktop"

# A theme with an index keeps a cache of its icons, which must learn of
# the new ones (the menu entry declares no file types: no MIME cache to
# update).
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$prefix/share/icons/hicolor/index.theme" ]; then
	gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" 2>/dev/null || true
fi

echo "tabula is installed in $prefix: it is in the desktop's menu (Games), and $prefix/bin/tabula starts it."
echo "To remove it: sh $prefix/share/tabula/uninstall.sh"
