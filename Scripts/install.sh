#!/usr/bin/env bash
# Installs tasch under PREFIX (default ~/.local): builds the static release binary (Scripts/release-build.sh), then puts
# the program, its manual page and its bash, zsh and fish completions, each written by the binary itself, where those
# tools look for them, and says what it put where. --uninstall removes exactly those files, and the folders they leave
# empty under PREFIX.
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: Scripts/install.sh [--uninstall] [PREFIX]   (PREFIX defaults to ~/.local)"
uninstall=false
prefix=
for argument in "$@"; do
  case $argument in
    --uninstall) uninstall=true ;;
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
[[ $prefix == /* ]] || prefix=$PWD/$prefix

# What is installed: each file under PREFIX, and what writes it.
files=(bin/tasch share/man/man1/tasch.1 share/bash-completion/completions/tasch share/zsh/site-functions/_tasch
  share/fish/vendor_completions.d/tasch.fish)
notes=("the program" "the manual page: man tasch" "bash completion" "zsh completion (when the folder is in fpath)"
  "fish completion")

if $uninstall; then
  for file in "${files[@]}"; do
    if [[ -e $prefix/$file || -L $prefix/$file ]]; then
      rm -f -- "$prefix/$file"
      echo "removed $prefix/$file"
    fi
    # The folders the file was in, when nothing else is left in them, up to PREFIX itself.
    folder=$(dirname "$file")
    while [[ $folder != . ]] && rmdir -- "$prefix/$folder" 2>/dev/null; do folder=$(dirname "$folder"); done
  done
  exit 0
fi

binaries=$(Scripts/release-build.sh tasch)
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
"$binaries/tasch" --man-page >"$staging/tasch.1"
for shell in bash zsh fish; do "$binaries/tasch" --completions "$shell" >"$staging/$shell"; done
sources=("$binaries/tasch" "$staging/tasch.1" "$staging/bash" "$staging/zsh" "$staging/fish")
modes=(755 644 644 644 644)

echo "installed $("$binaries/tasch" --version) into $prefix:"
for index in "${!files[@]}"; do
  install -D -m "${modes[index]}" "${sources[index]}" "$prefix/${files[index]}"
  printf '  %-43s %s\n' "${files[index]}" "${notes[index]}"
done
case ":${PATH:-}:" in
  *":$prefix/bin:"*) ;;
  *) echo "$prefix/bin is not on your PATH: add it to run tasch by name" ;;
esac
echo "Scripts/install.sh --uninstall${1:+ $prefix} removes them."
