#!/usr/bin/env bash
# Install (if missing) what reading scanned pages needs: Tesseract's language data from Debian's
# packages (the engine itself comes with the tesserocr wheel). The Latin-script model reads the
# diacritics of every language written in Latin letters; osd finds a page turned sideways.
# Idempotent; needs root (apt-get) only for what is missing.
set -euo pipefail

need_apt=()
tessdata=""
for dir in /usr/share/tesseract-ocr/5/tessdata /usr/share/tesseract-ocr/4.00/tessdata /usr/share/tessdata; do
  [ -d "$dir" ] && tessdata=$dir && break
done
{ [ -n "$tessdata" ] && [ -f "$tessdata/osd.traineddata" ] && [ -f "$tessdata/eng.traineddata" ]; } \
  || need_apt+=(tesseract-ocr tesseract-ocr-eng tesseract-ocr-osd)
{ [ -n "$tessdata" ] && { [ -f "$tessdata/Latin.traineddata" ] || [ -f "$tessdata/script/Latin.traineddata" ]; }; } \
  || need_apt+=(tesseract-ocr-script-latn)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "ocr: installing ${need_apt[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
echo "ocr: tesseract language data ready"
