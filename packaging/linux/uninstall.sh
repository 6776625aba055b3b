#!/bin/sh
# Removes what install.sh installed: under $PREFIX when it is set; else
# under the prefix this script was installed in (PREFIX/share/tabula);
# else under ~/.local. It removes the folders it leaves empty, never the
# prefix itself.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
case $here in
*/share/tabula) guess=${here%/share/tabula} ;;
*) guess=${HOME:?neither PREFIX nor HOME is set}/.local ;;
esac
prefix=${PREFIX:-$guess}
case $prefix in
/*) ;;
*) prefix=$(pwd)/$prefix ;;
esac

files="bin/tabula share/applications/tabula.desktop share/doc/tabula/NOTICES.txt share/doc/tabula/README.txt share/tabula/uninstall.sh"
for size in @SIZES@; do
	files="$files share/icons/hicolor/${size}x${size}/apps/tabula.png"
done
for f in $files; do
	rm -f "$prefix/$f"
done
for f in $files; do
	d=$(dirname "$f")
	while [ "$d" != . ]; do
		rmdir "$prefix/$d" 2>/dev/null || break
		d=$(dirname "$d")
	done
done

if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$prefix/share/icons/hicolor/index.theme" ]; then
	gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" 2>/dev/null || true
fi
echo "tabula is removed from $prefix."
