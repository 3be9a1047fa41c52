"""Enumerations and booleans: the words documents use -> the contract's spelling.

Each enum field has an ordered list of (pattern, value): the first pattern found in
the folded, upper-cased text wins, so more specific wording comes first ("NOT
ALLOWED" before "ALLOWED", "SELF-EMPLOYED" before "EMPLOYED"). Grounding reads the
same table to find where a value is written.

Choices are also read in the languages of European bank forms (French, German, Spanish,
Italian, Portuguese, Dutch, Polish): a German form ticks "verheiratet", a Dutch one
"Aankoop woning". Accents are optional in every pattern (a form's font or a typist may drop them).
Where no pattern names a value, a ticked box's label is also read with a value's long words (six
letters or more) one letter off, as OCR leaves them ("[x] Irevocable"); its short words must be there
as written.
"""
from __future__ import annotations

import re

# A ticked box and the label after it: "[X] Employment", "☒ Yes", "(x) Male".
TICK = r"(?:\[\s*[xX✓✔✗✘*]\s*\]|\(\s*[xX✓✔*]\s*\)|[☒☑✓✔✗✘■])"
_TICKED = re.compile(TICK + r"[ \t]*([^\[\]()☐☒☑□■✓✔✗✘\n]*[^\[\]()☐☒☑□■✓✔✗✘\n\s])")
_ANY_BOX = re.compile(r"\[\s*[xX✓✔✗✘* ]?\s*\]|\(\s?\)|[☐☒☑□■]")

ENUM_RULES: dict[str, list[tuple[str, str]]] = {
    "sex": [
        (r"\b(?:FEMALE|WOMAN|F|FEMININE|F[ÉE]MININ[EO]?|FEMME|WEIBLICH|W|FEMENINO|MUJER|FEMMINA|FEMMINILE|"
         r"VROUW|VROUWELIJK|KOBIETA)\b", "F"),
        (r"\b(?:MALE|MAN|M|MASCULINE|MASCULIN[O]?|HOMME|MANNLICH|MÄNNLICH|HOMBRE|MASCHIO|MASCHILE|MANNELIJK|"
         r"M[ĘE][ŻZ]CZYZNA)\b", "M"),
        (r"\b(?:X|UNSPECIFIED|NON[ -]?BINARY|DIVERSE|OTHER|INDETERMINATE|NOT SPECIFIED)\b|^<$", "X"),
    ],
    "id_document_type": [
        (r"PASSPORT|\bPASS\b|REISEPASS|PASSEPORT|PASAPORTE|PASSAPORT[EO]|PASPOORT|PASZPORT", "passport"),
        (r"\b(?:NATIONAL|IDENTITY|IDENTIFICATION|ID|NRIC|DNI|CNI|NIN|PERSONALAUSWEIS|CARTE|CEDULA|"
         r"MYKAD|HKID|KTP|AADHAAR)\b|\bIDENTIT|\bAUSWEIS|\bCARTA D|\bCART[ÃA]O DE CIDAD|\bBILHETE DE IDENT|"
         r"\bDOCUMENTO NACIONAL|\bDOW[ÓO]D OSOBISTY", "national_id"),
    ],
    "source_of_funds": [
        (r"SELF[ -]?EMPLOY|\bBUSINESS|\bCOMPANY\b|\bENTERPRISE|\bTRADING\b|\bPROFITS?\b|\bFIRM\b|"
         r"\bIND[ÉE]PENDANT|\bENTREPRISE|SELBST[ÄA]NDIG|\bUNTERNEHM|\bGEWERBE|\bNEGOCIO|\bNEG[ÓO]CIO|"
         r"\bEMPRESA|\bAUT[ÓO]NOMO|\bIMPRESA|\bLAVORO AUTONOMO|\bONDERNEMING|\bZELFSTANDIG|\bBEDRIJF|"
         r"\bDZIA[ŁL]ALNO[ŚS][ĆC] GOSPODARCZ|\bFIRMA\b", "business"),
        (r"EMPLOY|\bSALAR|\bWAGES?\b|\bEARNINGS\b|\bREMUNERATION\b|\bPAYROLL\b|\bJOB\b|\bSALAIRE|\bSAL[ÁA]RIO|"
         r"\bGEHALT|\bLOHN\b|\bARBEITSEINK|\bN[ÓO]MINA\b|CUENTA AJENA|\bSTIPENDIO|\bLAVORO DIPENDENTE|"
         r"\bORDENADO|CONTA DE OUTREM|\bLOON\b|\bLOONDIENST|\bWYNAGRODZENIE|\bPENSJA\b|UMOWA O PRAC", "employment"),
        (r"\bINVEST|\bDIVIDEND|\bCAPITAL GAIN|\bPORTFOLIO|\bSECURITIES\b|\bRENTAL\b|\bSHARES\b|\bPLACEMENTS?\b|"
         r"\bKAPITAL(?:ERTR|ANLAG)|\bWERTPAPIER|\bINVERSI[ÓO]N|\bRENDIMIENTOS? DEL CAPITAL|\bRENDIMENTOS? DE CAPITAL|"
         r"\bRENDITE FINANZ|\bREVENUS? DU CAPITAL|\bVERMOGEN\b|\bBELEGGING|\bINWESTYCJ|\bLOKATY?\b", "investments"),
        (r"\bINHERIT|\bESTATE\b|\bLEGACY\b|\bBEQUEST|\bH[ÉE]RITAGE|\bSUCCESSI|\bERBSCHAFT|\bERBE\b|"
         r"\bHERENCIA|\bEREDIT|\bHERAN[ÇC]A|\bERFENIS|\bSPADEK", "inheritance"),
        (r"\bPENSION|\bRETIRE|\bANNUIT|\bSUPERANNUATION\b|\bSOCIAL SECURITY\b|\bRETRAITE|\bRENTE\b|"
         r"\bRUHEGEHALT|\bJUBILACI|\bPENSI[ÓO]N|\bPENS[ÃA]O|\bREFORMA\b|\bPENSIOEN|\bEMERYTUR", "pension"),
        (r"\bOTHER\b|\bSAVINGS\b|\bGIFT|\bLOTTERY\b|\bSALE OF\b|\bAUTRES?\b|\b[ÉE]PARGNE|\bSONSTIG|"
         r"\bERSPARNIS|\bOTRO\b|\bAHORRO|\bALTRO\b|\bRISPARMI|\bOUTRO\b|\bPOUPAN|\bOVERIG|\bSPAARGELD|"
         r"\bINNE\b|\bOSZCZ[ĘE]DNO", "other"),
    ],
    "marital_status": [
        (r"\bSEPARATED\b|\bS[ÉE]PAR[ÉE]|\bGETRENNT|\bSEPARAD[OA]|\bSEPARAT[OA]|\bTAFEL EN BED|\bSEPARACJI", "separated"),
        (r"\bUNMARRIED\b|\bNOT MARRIED\b|\bNEVER MARRIED\b|\bSINGLE\b|\bDIVORCED\b|\bWIDOW(?:ED|ER)?\b|"
         r"\bCIVIL UNION\b|\bDOMESTIC PARTNER|\bC[ÉE]LIBATAIRE|\bDIVORC[ÉE]|\bVEU(?:F|VE)\b|\bLEDIG|"
         r"\bGESCHIEDEN|\bGESCHEIDEN|\bVERWITWET|\bSOLTER[OA]|\bDIVORCIAD[OA]|\bVIUD[OA]|\bCELIBE|\bNUBILE|\bDIVORZIAT[OA]|"
         r"\bVEDOV[OA]|\bSOLTEIR[OA]|\bVI[ÚU]V[OA]|\bONGEHUWD|\bALLEENSTAAND|\bKAWALER|\bPANNA\b|\bWOLN[YA]|"
         r"\bROZWIEDZION|\bWDOW(?:IEC|A)\b", "unmarried"),
        (r"\bMARRIED\b|\bWED\b|\bMARI[ÉE]|\bVERHEIRATET|\bCASAD[OA]|\bCONIUGAT|\bSPOSAT[OA]|\bGEHUWD|"
         r"\bGETROUWD|\b[ŻZ]ONATY|\bZAM[ĘE][ŻZ]NA", "married"),
    ],
    "loan_purpose": [
        (r"\bREFI|\bRE[ -]?MORTGAGE|\bREFINANC|\bRACHAT DE CR|\bUMSCHULD|\bANSCHLUSSFINANZ|\bSUBROGACI|"
         r"\bRIFINANZ|\bSURROGA|\bTRANSFER[ÊE]NCIA DE CR|\bOVERSLUIT|\bHERFINANCIER|\bREFINANSOW", "refinance"),
        (r"\bCONSTRUCT|\bSELF[ -]?BUILD|\bBUILD(?:ING)?\b|\bNEUBAU|\bHAUSBAU|\bBAUVORHABEN|\bCONSTRUCCI|"
         r"\bAUTOCONSTRUCCI|\bCOSTRUZION|\bCONSTRU[ÇC][ÃA]O|\bNIEUWBOUW|\bBOUW\b|\bBUDOWA", "construction"),
        (r"\bPURCHASE|\bBUY|\bACQUI|\bACHAT\b|\bKAUF|IMMOBILIENKAUF|\bERWERB|\bCOMPRA\b|\bADQUISICI|"
         r"\bACQUISTO|\bAQUISI[ÇC]|\bAANKOOP|\bKOOP\b|\bZAKUP|\bKUPNO", "purchase"),
        (r"\bOTHER\b|\bIMPROVEMENT|\bRENOVATION|\bEQUITY RELEASE|\bAUTRES?\b|\bTRAVAUX|\bSONSTIG|"
         r"\bMODERNISIER|\bOTRO\b|\bREFORMA\b|\bALTRO\b|\bRISTRUTTURAZ|\bOUTRO\b|\bOBRAS\b|\bOVERIG|"
         r"\bVERBOUWING|\bINNE\b|\bREMONT", "other"),
    ],
    "form_of_credit": [
        (r"\bNON[ -]?TRANSFERABLE\b", "IRREVOCABLE"),
        (r"\bTRANSFERABLE\b|\bTRANSF\b", "IRREVOCABLE TRANSFERABLE"),
        (r"\bSTAND[ -]?BY\b", "IRREVOCABLE STANDBY"),
        (r"\bIRREVOCABLE\b|\bIRREV\b", "IRREVOCABLE"),
    ],
    "applicable_rules": [
        (r"\bE?UCPURR\b|\bISPURR\b", "OTHR"),
        (r"\bEUCP\b", "EUCP LATEST VERSION"),
        (r"\bISP\s*(?:98|LATEST)?\b|\bINTERNATIONAL STANDBY PRACTICES\b", "ISP LATEST VERSION"),
        (r"\bUCP\s*(?:600|LATEST)?|\bUNIFORM CUSTOMS\b", "UCP LATEST VERSION"),
        (r"\bOTHR\b|\bOTHER\b", "OTHR"),
    ],
    "available_by": [
        (r"\bMIXED\b", "BY MIXED PYMT"),
        (r"\bDEF(?:ERRED)?\b|\bDEF\.", "BY DEF PAYMENT"),
        (r"\bACCEPTANCE\b", "BY ACCEPTANCE"),
        (r"\bNEGOTIA", "BY NEGOTIATION"),
        (r"\bPAYMENT\b|\bPYMT\b|\bSIGHT\b", "BY PAYMENT"),
    ],
    "partial_shipments": [
        (r"\bCONDITIONAL\b", "CONDITIONAL"),
        (r"\bNOT\s+(?:BE\s+)?(?:ALLOWED|PERMITTED|ACCEPTABLE)\b|\bPROHIBITED\b|\bFORBIDDEN\b|\bDISALLOWED\b|"
         r"\bNOT PERMIT|^NO$", "NOT ALLOWED"),
        (r"\bALLOWED\b|\bPERMITTED\b|\bACCEPTABLE\b|^YES$", "ALLOWED"),
    ],
    "confirmation_instructions": [
        (r"\bMAY\s+ADD\b", "MAY ADD"),
        (r"\bWITHOUT\b|\bUNCONFIRMED\b|\bNOT\s+(?:TO\s+)?(?:BE\s+)?CONFIRM|\bNO CONFIRMATION\b", "WITHOUT"),
        (r"\bCONFIRM", "CONFIRM"),
    ],
}
ENUM_RULES["transhipment"] = ENUM_RULES["partial_shipments"]
ENUM_RULES["borrower.marital_status"] = ENUM_RULES["marital_status"]
_UNKNOWN_DEFAULT = {"applicable_rules": "OTHR"}
_COMPILED = {path: [(re.compile(p, re.I), v) for p, v in rules] for path, rules in ENUM_RULES.items()}


class EnumError(ValueError):
    """Text that names none of a field's allowed values."""


def fold_key(text: str) -> str:
    """Words of ``text`` upper-cased, any other character a space (letters of every script kept:
    Polish "MĘŻCZYZNA" stays one word; "<" kept for an MRZ's filler)."""
    return " ".join(re.sub(r"[^\w<]+|_+", " ", text).split()).upper()


def ticked_labels(text: str) -> list[str]:
    """The labels of the ticked boxes in ``text`` (empty when it has no ticked box)."""
    return [m.group(1).strip() for m in _TICKED.finditer(text)]


def has_boxes(text: str) -> bool:
    return bool(_ANY_BOX.search(text) or re.search(TICK, text))


def rules_for(path: str) -> list[tuple[re.Pattern[str], str]]:
    key = path if path in _COMPILED else path.rsplit(".", 1)[-1]
    return _COMPILED.get(key, [])


def normalise_enum(path: str, allowed: tuple[str, ...], raw: str) -> str:
    """The allowed value ``raw`` names (a ticked box's label wins over the rest of the text);
    words that name none read as the field's default for unknown values, where it has one
    (``applicable_rules``: OTHR)."""
    try:
        return named_value(path, allowed, raw)
    except EnumError:
        default = _UNKNOWN_DEFAULT.get(path)
        unticked = has_boxes(raw) and not ticked_labels(raw)  # a row of boxes with none ticked states nothing
        if default is not None and default in allowed and raw.strip() and not unticked:
            return default
        raise


def named_value(path: str, allowed: tuple[str, ...], raw: str) -> str:
    """The allowed value ``raw`` names by the field's own words (``ENUM_RULES``), without the
    default for unknown words: ``EnumError`` when it names none."""
    candidates = ticked_labels(raw) if has_boxes(raw) else []
    if has_boxes(raw) and not candidates:
        raise EnumError(f"no box is ticked in {raw!r}")
    for text in candidates or [raw]:
        key = fold_key(text)
        for value in allowed:
            if key == fold_key(value):
                return value
        for pattern, value in rules_for(path):
            if value in allowed and pattern.search(key):
                return value
    for text in candidates:   # a ticked box's label names one of the options: one letter off is OCR's
        value = _misspelt_value(fold_key(text), allowed)
        if value is not None:
            return value
    raise EnumError(f"{raw!r} is none of {', '.join(allowed)}")


# In a ticked box's label, a word this long that differs from an allowed value's word by one letter
# (left out, added or changed) is that word misread ("[x] Irevocable" from a scan): no two words of
# the contract's values are that close, and a shorter one ("MALE", "NOT") could be another word.
# Only there: in free text a word one letter off a value's may be another word, and grounding and
# the models' agreement read choices in free text too.
_MISSPELT_MIN_LENGTH = 6


def _one_edit_apart(a: str, b: str) -> bool:
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    short, long = (a, b) if len(a) < len(b) else (b, a)
    cut = next((i for i, (x, y) in enumerate(zip(short, long)) if x != y), len(short))
    return short[cut:] == long[cut + 1:]


def _misspelt_value(key: str, allowed: tuple[str, ...]) -> str | None:
    """The allowed value with a long word (``_MISSPELT_MIN_LENGTH``) every word of which ``key``
    holds, its long words perhaps one letter off (the value of most words: "IRREVOCABLE
    TRANSFERABLE" over "IRREVOCABLE"); None when none or two equally long do."""
    words = key.split()

    def holds(word: str) -> bool:
        return word in words or len(word) >= _MISSPELT_MIN_LENGTH and any(_one_edit_apart(word, w) for w in words)

    spelt = {value: fold_key(value).split() for value in allowed}
    found = [value for value, parts in spelt.items()
             if parts and all(holds(w) for w in parts) and any(len(w) >= _MISSPELT_MIN_LENGTH for w in parts)]
    if not found:
        return None
    longest = max(len(spelt[value]) for value in found)
    best = [value for value in found if len(spelt[value]) == longest]
    return best[0] if len(best) == 1 else None


# "Yes" and "no" in the languages of the corpus's forms (regular expressions, upper case); grounding
# searches a page for the same words.
YES_WORDS = ("YES", "TRUE", "JA", "OUI", "S[IÍÌ]", "SIM", "TAK")
NO_WORDS = ("NO", "FALSE", "NEIN", "NON", "N[ÃA]O", "NEE", "NIE")
_TRUE = re.compile(rf"^(?:{'|'.join(YES_WORDS)}|Y|T|1|IS A\b|CONFIRMED)\b")
_FALSE = re.compile(rf"^(?:{'|'.join(NO_WORDS)}|N|F|0|NONE|NOT\b|NEVER|N A|NIL)\b")
_NEGATION = re.compile(r"\b(?:NOT|NO|NEVER|NON|NEITHER)\b")
_AFFIRMATION = re.compile(r"\b(?:IS|AM|ARE|YES)\b")


def normalise_boolean(raw: str) -> bool:
    """yes/no, true/false, Y/N, 1/0, a ticked ``[X] Yes``; ``Not a PEP`` is False."""
    labels = ticked_labels(raw) if has_boxes(raw) else []
    if has_boxes(raw) and not labels:
        raise EnumError(f"no box is ticked in {raw!r}")
    for text in labels or [raw]:
        key = fold_key(text)
        if _FALSE.search(key):
            return False
        if _TRUE.search(key):
            return True
        if _NEGATION.search(key):  # "is not a politically exposed person"
            return False
        if _AFFIRMATION.search(key):  # "is a politically exposed person"
            return True
    raise EnumError(f"{raw!r} is neither yes nor no")
