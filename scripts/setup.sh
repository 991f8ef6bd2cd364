#!/usr/bin/env bash
# Install everything Tareekh needs on a Debian/Ubuntu machine: system packages, a virtualenv, the package.
# Idempotent: a second run installs nothing new. Prints what it does.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"

APT_PACKAGES=(
  tesseract-ocr tesseract-ocr-eng tesseract-ocr-tel tesseract-ocr-hin tesseract-ocr-osd
  # the other Indian scripts' models, so a lawyer whose pages are in Tamil, Malayalam, Kannada, Bengali, Gujarati,
  # Gurmukhi, Odia, Marathi, Assamese or Urdu can set them in Settings (OCR languages): without them such a photo
  # was read with the English model only, as strings of Latin letters
  tesseract-ocr-tam tesseract-ocr-mal tesseract-ocr-kan tesseract-ocr-ben tesseract-ocr-guj tesseract-ocr-pan
  tesseract-ocr-ori tesseract-ocr-mar tesseract-ocr-asm tesseract-ocr-urd
  # old Word (.doc) notes
  antiword catdoc
  # Qt runtime libraries for PySide6 (offscreen and xcb platforms)
  libegl1 libgl1 libopengl0 libfontconfig1 libxkbcommon0 libxkbcommon-x11-0 libdbus-1-3 libglib2.0-0
  libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
  libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxcb-xfixes0
  # a virtual display for the app's screenshot path and its test
  xvfb xauth
  # handwriting and serif fonts for the page renderer, and a Devanagari face for Hindi pages
  fonts-dkg-handwriting fonts-humor-sans fonts-dejavu-core fonts-liberation fonts-lohit-deva
  # the window's faces for every Indian script, regular and bold (Telugu, Tamil, Kannada, Malayalam, Bengali,
  # Gujarati, Gurmukhi, Odia, Devanagari; tareekh/gui/fonts.py asks for them by name)
  fonts-noto-ui-core
  # Noto Nastaliq Urdu: an Urdu or Kashmiri line (a munshi's register, an Urdu deed) is drawn in Nastaliq, as it is
  # written, by the window (tareekh/gui/fonts.py) and the page renderer (devtools/render.py); the UI faces have
  # only Naskh. It also brings Noto Sans, which fontconfig then takes for "sans-serif": the renderer asks for each
  # script's face by name, so its pages do not change with it
  fonts-noto-core
  # Tibetan letters (a Tibetan client's or witness's name as written in the hill states' and the north-east's
  # practices): no face above holds them, and they were drawn as boxes (Windows draws them in Microsoft Himalaya)
  fonts-tibetan-machine
  # the emoji clients and juniors send in WhatsApp (a folded-hands or thumbs-up sign drawn as a box otherwise)
  fonts-noto-color-emoji
  # PyInstaller's analysis of shared libraries on Linux (objdump) for the frozen app and its test
  binutils
)

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing system packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "setup: system packages present"
fi

PY="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  echo "setup: creating virtualenv .venv"
  if ! "$PY" -m venv .venv 2>/dev/null; then
    echo "setup: python3-venv missing, installing it"
    ${SUDO:-} apt-get install -y -qq python3-venv
    "$PY" -m venv .venv
  fi
fi

stamp=".venv/.tareekh-installed"
want="$(cat pyproject.toml scripts/setup.sh | sha256sum | cut -c1-16)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "setup: installing Tareekh and its dependencies into .venv"
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[dev,server]"
  echo "$want" > "$stamp"
else
  echo "setup: Python packages up to date"
fi
echo "setup: done"
