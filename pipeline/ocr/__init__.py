"""OCR of scanned pages: a page image in, the page's text and each word's confidence out.

A page without a usable text layer (a scanned passport, a faxed form) is rendered to an image
in the ingest worker and read here, so that the rest of the pipeline sees page text exactly as
it sees a text layer's: lines in reading order, words separated by single spaces. What only a
scan has travels beside the text in an ``OcrPage``: each word's span and confidence (a field
read from doubtful words is reviewed), how the page was turned and straightened, and what the
passport's machine-readable zone's check digits said.

    render (pypdfium2) -> clean (median on white paper, grey paper whitened) -> deskew -> words (Tesseract)
        -> orientation (Tesseract OSD, when the reading is poor)
        -> lines -> MRZ re-read and corrected by its check digits -> list markers restored -> OcrPage

Submodules are imported where they are used (``pipeline.ocr.reading`` is light; the rest loads
imaging and Tesseract, which only the ingest worker reading a scan needs).
"""
