#!/usr/bin/env bash
# Installs tasch under PREFIX (default ~/.local): builds the static release binary (Scripts/release-build.sh), strips
# it, then puts the program, its manual page and its bash, zsh and fish completions, each written by the binary itself,
# where those tools look for them, with a manifest of what it installed (each file's SHA-256), and says what it put
# where. It checks first that every file can go where it belongs, and installs all of them or none.
# --uninstall removes the files the manifest names that are still as they were installed, never another, and the
# folders they leave empty under PREFIX; it says where the shop's state and cache are, and leaves them.
# --binary=PATH installs that build of tasch instead of building one (a build made elsewhere, or a test's).
set -euo pipefail
# Relative paths given to the script are read from the caller's folder, as every command does.
caller=$PWD
cd "$(dirname "$0")/.."

usage="usage: Scripts/install.sh [--uninstall] [--binary=PATH] [PREFIX]   (PREFIX defaults to ~/.local)"
uninstall=false
prefix=
binary=
for argument in "$@"; do
  case $argument in
    --uninstall) uninstall=true ;;
    --binary=?*) binary=${argument#--binary=} ;;
    -h | --help) echo "$usage"; exit 0 ;;
    -*) echo "install.sh: unknown option \"$argument\"" >&2; echo "$usage" >&2; exit 64 ;;
    *)
      [[ -z $prefix ]] || { echo "install.sh: one PREFIX only, not \"$argument\" too" >&2; echo "$usage" >&2; exit 64; }
      prefix=$argument
      ;;
  esac
done
if [[ -z $prefix ]]; then
  [[ -n ${HOME:-} ]] || { echo "install.sh: no HOME for the default PREFIX: name one" >&2; exit 64; }
  prefix=$HOME/.local
fi
[[ $prefix == /* ]] || prefix=$caller/$prefix
[[ -z $binary || $binary == /* ]] || binary=$caller/$binary

# What is installed: each file under PREFIX, and what it is for; the manifest last.
manifest=share/tasch/install.sha256
files=(bin/tasch share/man/man1/tasch.1 share/bash-completion/completions/tasch share/zsh/site-functions/_tasch
  share/fish/vendor_completions.d/tasch.fish "$manifest")
notes=("the program" "the manual page: man tasch" "bash completion" "zsh completion (when the folder is in fpath)"
  "fish completion" "what was installed, for --uninstall")

quoted() { printf '%q' "$1"; }
fail() { echo "install.sh: $2" >&2; exit "$1"; }
checksum() { sha256sum <"$1" | cut -d ' ' -f 1; }

# Removes the folders `$1` lies in, under PREFIX, while nothing else is left in them.
remove_empty_folders() {
  local folder
  folder=$(dirname "$1")
  while [[ $folder != . ]] && rmdir -- "$prefix/$folder" 2>/dev/null; do folder=$(dirname "$folder"); done
}

# Tasch's own folders under XDG_STATE_HOME and XDG_CACHE_HOME, as Settings and CatalogueIndexCache find them.
say_where_the_shop_keeps_its_files() {
  local state=${XDG_STATE_HOME:-} cache=${XDG_CACHE_HOME:-}
  [[ $state == /* ]] || state=${HOME:-~}/.local/state
  [[ $cache == /* ]] || cache=${HOME:-~}/.cache
  if [[ -e $state/tasch ]]; then
    echo "kept $state/tasch: your wish list, ratings, orders and the lines you typed; rm -r $(quoted "$state/tasch") removes them"
  fi
  if [[ -e $cache/tasch ]]; then
    echo "kept $cache/tasch: indexes of big catalogues, made again when needed; rm -r $(quoted "$cache/tasch") removes them"
  fi
}

uninstall() {
  local file target recorded
  if [[ ! -f $prefix/$manifest ]]; then
    echo "nothing removed: $prefix has no $manifest, the list of what Scripts/install.sh installed there"
    for file in "${files[@]}"; do
      [[ -e $prefix/$file ]] && echo "  $prefix/$file is not one this script installed: remove it yourself if you wish"
    done
    say_where_the_shop_keeps_its_files
    return
  fi
  for file in "${files[@]}"; do
    [[ $file != "$manifest" ]] || continue
    target=$prefix/$file
    recorded=$(awk -v name="$file" '$2 == name { print $1; exit }' "$prefix/$manifest")
    if [[ -n $recorded && -f $target && ! -L $target && $(checksum "$target") == "$recorded" ]]; then
      rm -f -- "$target"
      echo "removed $target"
      remove_empty_folders "$file"
    elif [[ -e $target || -L $target ]]; then
      echo "kept $target: it is not the file Scripts/install.sh installed there"
    fi
  done
  rm -f -- "$prefix/$manifest"
  remove_empty_folders "$manifest"
  say_where_the_shop_keeps_its_files
}

if $uninstall; then
  uninstall
  exit 0
fi

# Writes a copy of the program `$1` at `$2` without its symbols and debug information, which the shop never reads: with
# the toolchain's llvm-objcopy (beside swift), else binutils' strip; as built when there is neither.
strip_into() {
  local swift
  swift=$(command -v swift || true)
  if [[ -n $swift && -x $(dirname "$(readlink -f "$swift")")/llvm-objcopy ]]; then
    "$(dirname "$(readlink -f "$swift")")/llvm-objcopy" --strip-all "$1" "$2"
  elif command -v strip >/dev/null; then
    strip --strip-all -o "$2" "$1"
  else
    cp -- "$1" "$2"
    echo "no llvm-objcopy or strip found: the program is installed as built, with its symbols"
  fi
}

# Why `$1` cannot be put at PREFIX/`$1`, or nothing when it can: checked for every file before any is written.
problem_with() {
  local target=$prefix/$1 folder
  [[ ! -d $target ]] || { echo "$target is a folder"; return; }
  folder=$(dirname "$target")
  while [[ ! -e $folder && ! -L $folder ]]; do folder=$(dirname "$folder"); done
  if [[ ! -d $folder ]]; then
    echo "$folder is not a folder"
  elif [[ ! -w $folder || ! -x $folder ]]; then
    echo "$folder cannot be written"
  fi
}

# Makes the folder `$1` and those missing above it, noting each in `made` so that a failed install can take them away.
make_folder() {
  local folder=$1 missing=()
  while [[ ! -d $folder ]]; do
    missing=("$folder" ${missing[@]+"${missing[@]}"})
    folder=$(dirname "$folder")
  done
  for folder in ${missing[@]+"${missing[@]}"}; do
    mkdir -- "$folder" || return 1
    made+=("$folder")
  done
}

# Copies every staged file beside its place under a temporary name, then renames each into place: a copy that fails
# (a full disk, say) takes back the copies and folders made, and nothing is installed.
put_in_place() {
  local index target temporary
  made=()
  for index in "${!files[@]}"; do
    target=$prefix/${files[index]}
    temporary=$(dirname "$target")/.$(basename "$target").installing-$$
    if ! { make_folder "$(dirname "$target")" && temporaries+=("$temporary") && cp -- "${sources[index]}" "$temporary" &&
      chmod "${modes[index]}" "$temporary"; }; then
      rm -f -- ${temporaries[@]+"${temporaries[@]}"}
      for ((index = ${#made[@]} - 1; index >= 0; index--)); do rmdir -- "${made[index]}" 2>/dev/null || true; done
      fail 73 "cannot install into $prefix: nothing was installed"
    fi
  done
  for index in "${!files[@]}"; do mv -f -- "${temporaries[index]}" "$prefix/${files[index]}"; done
}

if [[ -n $binary ]]; then
  [[ -f $binary && -x $binary ]] || fail 66 "--binary: $binary is not a program"
else
  binary=$(Scripts/release-build.sh tasch)/tasch
fi
staging=$(mktemp -d)
temporaries=()
trap 'rm -rf "$staging"; rm -f -- ${temporaries[@]+"${temporaries[@]}"}' EXIT
strip_into "$binary" "$staging/tasch"
"$staging/tasch" --man-page >"$staging/tasch.1"
for shell in bash zsh fish; do "$staging/tasch" --completions "$shell" >"$staging/$shell"; done
sources=("$staging/tasch" "$staging/tasch.1" "$staging/bash" "$staging/zsh" "$staging/fish" "$staging/manifest")
modes=(755 644 644 644 644 644)
for index in "${!files[@]}"; do
  [[ ${files[index]} == "$manifest" ]] || printf '%s  %s\n' "$(checksum "${sources[index]}")" "${files[index]}"
done >"$staging/manifest"

for file in "${files[@]}"; do
  problem=$(problem_with "$file")
  [[ -z $problem ]] || fail 73 "cannot install into $prefix: $problem; nothing was installed"
done
put_in_place

size=$(wc -c <"$staging/tasch" | awk '{ printf "%.1f", $1 / 1000000 }')
echo "installed $("$staging/tasch" --version) ($size MB) into $prefix:"
for index in "${!files[@]}"; do printf '  %-43s %s\n' "${files[index]}" "${notes[index]}"; done
case ":${PATH:-}:" in
  *":$prefix/bin:"*) ;;
  *) echo "$prefix/bin is not on your PATH: add it to run tasch by name" ;;
esac
echo "$(quoted "$0") --uninstall $(quoted "$prefix") removes them."
