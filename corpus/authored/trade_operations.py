"""Trade-finance operations desk: documentary credits, trade-customer KYC and business-owner loans.

The desk's paper: what the trade-finance operations team of a bank receives and prints. Letters of credit are
the richest type, with trade-customer KYC and business-owner loans beside them. Every document is an HTML page
(A4, DejaVu fonts only, Latin script, no CJK) with the exact extraction record under docs/CONTRACT.md.

Layouts
-------
letter_of_credit (12)
  application_form          the applicant's application on the issuing bank's form, processed by the bank
  issuance_notice           the issuing bank's notice to its customer with the full text of the credit and a debit advice
  advice_alliance_mt700     the advising bank's advice letter with the MT700 attached as printed by SWIFT Alliance
  transfer_art38            a credit transferred under UCP 600 article 38 (transferred terms + original particulars)
  confirmation_letter       a confirming bank's letter adding its confirmation, the credit attached
  standby_isp98             an irrevocable standby letter of credit under ISP98, issued as a letter
  amended_consolidated      the credit AS AMENDED (consolidated terms) with the amendment history
  emerging_issuer_letter    issuing-bank letters from Chinese, Turkish, Indian, Brazilian, Egyptian, Vietnamese and
                            Bangladeshi banks (bilingual Turkish / Portuguese / Vietnamese captions, local date and amount
                            styles, IRC / LCAF / IEC / ACI / CNPJ references)
  emerging_issuer_swift     the same issuers' own prints of their outgoing MT700 (local field names beside the English)
  mt700_raw_fin             a raw FIN message, blocks {1:}..{5:}
  mt700_mt701_continuation  MT700 + MT701 continuation(s), 27: 1/2 and 2/2 (or 1/3..3/3); 45A / 46A / 47A overflow
  mt700_system_print        a bank system print: tag / field name / content table, or field names beside the tags
kyc_individual (8)
  sole_trader_onboarding, director_cdd, passport_copy_cdd (certified passport or ID-card data page with MRZ, then the
  CDD form), trade_questionnaire, ubo_declaration, signatory_card, periodic_review, id_verification_record
loan_application (9)
  self_employed_mortgage, urla_business_owner (US: numeric dates month-first), secured_trade_loan,
  broker_fact_find, credit_memo_accountant, construction_loan, equity_release_refinance, joint_partners_columns,
  india_senp_home_loan

How the truth is determined
---------------------------
General. Dates are written in many styles; numeric dates are day-first unless the institution that issued the
document is in the United States (then month-first); passport pages use alphabetic months. Addresses are one
canonical string with commas, printed on one line or broken after commas / at spaces, so the joined text is the
truth. Amounts appear as 1,234.56 / 1.234,56 / 1 234,56 / 12,34,567.89 / SWIFT 1234,56 and always mean the
number. A field that is left blank, "-", "N/A", "Not applicable" or not printed is null ([] for lists).

Letters of credit. In SWIFT layouts the tags decide: 20 number, 40A form, 31C date of issue (YYMMDD), 40E rules,
31D = YYMMDD + place (the place is the text after the date), 50 / 59 first line = name and the other lines =
address, 32B currency + amount, 39A "10/05" = plus 10 / minus 5 (absent -> both null), 41A/41D line 1 = available
with (a BIC, a bank name or ANY BANK) and line 2 = available by, 43P / 43T, 44E / 44F ports (44A place of receipt and
44B final destination are NOT ports), 44C latest shipment (a 44D shipment period instead -> null), 45A goods
(lines joined by a space), 46A one document per numbered / "+" item in every numbering style (markers dropped,
wrapped lines joined), 48 = the number of days, 49 confirmation. In an MT700 + MT701 set, 45A / 46A / 47A content
carried by the continuation messages belongs to the credit; 46A items are read in sequence order across messages.
Letter wording maps to the enumerations: "UCP 600" / "Uniform Customs and Practice ... No. 600" -> UCP LATEST VERSION,
"eUCP 2.1" -> EUCP LATEST VERSION, "ISP98" -> ISP LATEST VERSION; "permitted" -> ALLOWED, "prohibited" -> NOT
ALLOWED; "advising bank is requested to add its confirmation" -> CONFIRM, "may add its confirmation" -> MAY ADD,
"without confirmation" -> WITHOUT; "by sight payment" -> BY PAYMENT, "by deferred payment" -> BY DEF PAYMENT,
"by mixed payment" -> BY MIXED PYMT; "with any bank" -> ANY BANK.
Other banks (advising, reimbursing 53A, advise-through 57A, drawee 42A, confirmation party 58A), references
(advice, MUR, transfer, confirmation, facility), commission, margin, discrepancy fees (47A), charges (71D) and
the dates of advice, application, print and amendment are distractors.
  application_form: the credit the application asks for, as the bank issued it. lc_number and date_of_issue come
    from the bank's "FOR BANK USE ONLY" panel (credit number allotted, date of issue); the application date, account
    and customer numbers are not. form = the ticked form box; rules = the ticked UCP 600 / eUCP 2.1 box; applicant
    and beneficiary = their boxes; amount = the figures box (the words repeat it); tolerance = the "+ x % / - y %"
    box (blank -> null); expiry date / place = that box; available with = ANY BANK when "Any bank" is ticked, else
    the named bank written after "Named bank"; available by = the ticked method; partial shipments / transhipment =
    the ticked option (neither ticked -> null); ports = their boxes (blank -> null); latest shipment = its box;
    goods = the description box (the ticked Incoterm is repeated, not added); documents = the TICKED rows only, in
    printed order (unticked template captions with blanks are not required documents); presentation period = the
    number filled into "within __ days" (left blank -> null); confirmation = the ticked box ("Not required" ->
    WITHOUT).
  transfer_art38: the TRANSFERRED credit wins. lc_number = the transferred credit number (transfer reference);
    date_of_issue = date of issue of the transferred credit (the transfer date); form = IRREVOCABLE (a transferred
    credit may not be transferred again); applicant = the first beneficiary, substituted under article 38(g);
    beneficiary = the second beneficiary; amount, expiry, latest shipment and presentation period are the reduced /
    curtailed transferred values. The boxed "original credit" particulars (original number, issuing bank, original
    applicant, original amount, expiry, shipment date, IRREVOCABLE TRANSFERABLE) are distractors.
  confirmation_letter: confirmation_instructions is the issuing bank's instruction quoted from the credit (CONFIRM,
    or MAY ADD when the confirmation is added at the beneficiary's request), not the fact that the bank confirmed.
  standby_isp98: form IRREVOCABLE STANDBY, rules ISP LATEST VERSION, goods_description = the "Underlying transaction"
    statement; a standby states no shipments, ports, shipment date, presentation period or tolerance, so those are
    null ("partial and multiple drawings are permitted" is not partial shipments).
  amended_consolidated: the terms printed as amended are the truth; the amendment history's previous values and
    amendment dates are distractors; date_of_issue is the ORIGINAL date of issue of the credit.

KYC. The subject is the one natural person whose individual section the form is about; the company (name,
registration, registered office, turnover, company tax number), other directors / beneficial owners / signatories
(with their dates of birth and nationalities), the certifier, relationship manager and screening panel are
distractors. full_name = given names followed by the surname; every document states it in that order (a
"Full name" field, the declaration "I, ..." or a certification line) even where the form has separate Surname /
Given-name captions or "SURNAME, Given names"; names of surname-first cultures are written given names first in
these banks' systems. sex is null when not stated (no passport page is shown then). employer_name: a director or
signatory's employer is the company; a sole trader's employer field reads "Self-employed", "N/A - sole trader" or
"-" and is null (the trading name is not an employer). occupation as printed ("Company Director", "Sole Trader",
...). annual_income = the stated annual income, or twelve times the stated monthly income (only one is ever
printed for the person). source_of_funds = the ticked box (or the current value in a review). is_pep = the ticked
Yes / No. tax_identification_number = the person's own TIN (blank, "-", "N/A", "Not issued" -> null).
id_document_type: passport, or national_id for national identity cards (T.C. Kimlik, Emirates ID, CCCD, resident
identity card, Personalausweis). periodic_review: the "current / verified" column wins; previous address,
employer, occupation, expired document and income are distractors. ubo_declaration: the owner whose individual KYC
section follows the ownership table.

Loans. The borrower is applicant 1 / the main applicant; co_borrowers are the further applicants in the order
printed (applicant columns, "Additional Borrower", co-applicant tables). application_number is the lender's
application / loan number (on the URLA the Lender Loan No.; the Universal Loan Identifier, agency case number and
broker references are distractors). employer_name = the borrower's own business ("Employer or Business Name",
"Name of business", "Employer (own business)") and employment_start_date = the date that business started / the
borrower became self-employed. monthly_income = the borrower's stated GROSS monthly income; the accountant's
certificate (turnover, net profit, drawings, tax), ITR figures, the other applicants' incomes and a combined
income are distractors. Marital status: Married -> married, Separated -> separated, Single / Divorced / Widowed /
Unmarried -> unmarried. loan_term_months is always stated in months (sometimes with years beside it).
interest_rate_percent is the rate of the new loan (an existing loan's rate is a distractor). property_value is
the value of the subject property: "value on completion" for construction (land cost and build budget are
distractors), the current valuation for a refinance (original purchase price is a distractor), the market value
for a secured loan (forced-sale value is a distractor). loan_purpose: house purchase -> purchase, remortgage ->
refinance, self-build -> construction, property-backed working capital / stock finance -> other.
"""
from __future__ import annotations

import hashlib
import random
import re
import unicodedata
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]


@dataclass(frozen=True)
class AuthoredDocument:
    document_type: str   # "kyc_individual" | "letter_of_credit" | "loan_application"
    layout: str          # layout name
    html: str            # a complete HTML document, printable on A4 or Letter
    truth: dict          # the extraction record, valid against schemas/<type>.schema.json


# ---------------------------------------------------------------------------------------------
# small helpers: escaping, randomness, dates, amounts, wrapping
# ---------------------------------------------------------------------------------------------

_BREAKY = re.compile(r"(?<![^\s>])([^\s<>]*[-/–][^\s<>]*)(?![^\s<])")


def _e(text) -> str:
    """Escape for HTML text; words with a hyphen or slash are kept on one line (Chromium would break after
    the hyphen and the extracted text would read 'NON- NEGOTIABLE')."""
    s = str(text)
    s = (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;"))
    return _BREAKY.sub(r'<span style="white-space:nowrap">\1</span>', s)


def _rng_for(*parts) -> random.Random:
    key = "trade_operations|" + "|".join(str(p) for p in parts)
    digest = hashlib.sha256(key.encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


_TRANSLIT = str.maketrans({"ı": "i", "İ": "I", "ş": "s", "Ş": "S", "ğ": "g", "Ğ": "G", "đ": "d", "Đ": "D",
                           "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ß": "ss", "ł": "l", "Ł": "L"})


def _ascii(text: str) -> str:
    text = text.translate(_TRANSLIT)
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch))




def _wrap(text: str, width: int) -> list[str]:
    """Split at spaces only, so that ' '.join(lines) == text (text has single spaces)."""
    words = text.split(" ")
    lines: list[str] = []
    cur = ""
    for w in words:
        if not cur:
            cur = w
        elif len(cur) + 1 + len(w) <= width:
            cur += " " + w
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines




_MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
              "October", "November", "December"]
_MONTHS_PT = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
              "outubro", "novembro", "dezembro"]
_MONTHS_TR = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
              "Kasım", "Aralık"]
_MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
              "novembre", "décembre"]

_DATE_STYLES_INTL = ["d_mon_y", "d_month_y", "dmy_slash", "dmy_dot", "iso", "d-mon-y", "dmy_dash"]
_DATE_STYLES_US = ["mdy_slash", "month_d_y", "iso", "d_mon_y", "mon_d_y"]


def _fd(d: date, style: str) -> str:
    """Format a date. Numeric styles are day-first except mdy_* (used for US institutions only)."""
    m3 = _MONTHS_EN[d.month - 1][:3]
    if style == "iso":
        return d.isoformat()
    if style == "d_mon_y":
        return f"{d.day:02d} {m3.upper()} {d.year}"
    if style == "d_month_y":
        return f"{d.day} {_MONTHS_EN[d.month - 1]} {d.year}"
    if style == "dmy_slash":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dmy_dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dmy_dash":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "d-mon-y":
        return f"{d.day:02d}-{m3}-{d.year}"
    if style == "mdy_slash":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "month_d_y":
        return f"{_MONTHS_EN[d.month - 1]} {d.day}, {d.year}"
    if style == "mon_d_y":
        return f"{m3}. {d.day}, {d.year}"
    if style == "ymd_dot":
        return f"{d.year}.{d.month:02d}.{d.day:02d}"
    if style == "swift":
        return f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"
    if style == "pt":
        return f"{d.day} de {_MONTHS_PT[d.month - 1]} de {d.year}"
    if style == "tr":
        return f"{d.day} {_MONTHS_TR[d.month - 1]} {d.year}"
    if style == "fr":
        return f"{d.day} {_MONTHS_FR[d.month - 1]} {d.year}"
    if style == "vn":
        return f"ngày {d.day:02d} tháng {d.month:02d} năm {d.year}"
    if style == "dmonyyyy":
        return f"{d.day:02d}{m3.upper()}{d.year}"
    raise ValueError(style)


def _group(intpart: str, sep: str, indian: bool = False) -> str:
    if indian and len(intpart) > 3:
        head, tail = intpart[:-3], intpart[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        return sep.join(groups + [tail])
    out = []
    while len(intpart) > 3:
        out.insert(0, intpart[-3:])
        intpart = intpart[:-3]
    out.insert(0, intpart)
    return sep.join(out)


def _fa(x: float, style: str = "en", decimals: int = 2) -> str:
    """Format an amount: en 1,234.56 | eu 1.234,56 | space 1 234,56 | plain 1234.56 | swift 1234,56 |
    indian 12,34,567.89 | ch 1'234.56"""
    neg = x < 0
    x = abs(x)
    s = f"{x:.{decimals}f}"
    ip, _, dp = s.partition(".")
    if style == "en":
        r = _group(ip, ",") + ("." + dp if decimals else "")
    elif style == "eu":
        r = _group(ip, ".") + ("," + dp if decimals else "")
    elif style == "space":
        r = _group(ip, " ") + ("," + dp if decimals else "")
    elif style == "plain":
        r = ip + ("." + dp if decimals else "")
    elif style == "swift":
        r = ip + "," + (dp if decimals and dp != "00" else "")
    elif style == "indian":
        r = _group(ip, ",", indian=True) + ("." + dp if decimals else "")
    elif style == "ch":
        r = _group(ip, "'") + ("." + dp if decimals else "")
    else:
        raise ValueError(style)
    return ("-" if neg else "") + r


_ONES = ["ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN", "ELEVEN",
         "TWELVE", "THIRTEEN", "FOURTEEN", "FIFTEEN", "SIXTEEN", "SEVENTEEN", "EIGHTEEN", "NINETEEN"]
_TENS = ["", "", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY", "NINETY"]


def _words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return _ONES[n // 100] + " HUNDRED" + (" AND " + _words(n % 100) if n % 100 else "")
    for div, name in ((10 ** 9, "BILLION"), (10 ** 6, "MILLION"), (1000, "THOUSAND")):
        if n >= div:
            rest = n % div
            return _words(n // div) + " " + name + ((" " + _words(rest)) if rest else "")
    return str(n)


_CCY_WORDS = {"USD": ("US DOLLARS", "CENTS"), "EUR": ("EURO", "CENTS"), "GBP": ("POUNDS STERLING", "PENCE"),
              "CNY": ("CHINESE YUAN RENMINBI", "FEN"), "JPY": ("JAPANESE YEN", "SEN"),
              "AED": ("UAE DIRHAMS", "FILS"), "INR": ("INDIAN RUPEES", "PAISE"), "SGD": ("SINGAPORE DOLLARS", "CENTS"),
              "CHF": ("SWISS FRANCS", "CENTIMES"), "HKD": ("HONG KONG DOLLARS", "CENTS"),
              "TRY": ("TURKISH LIRA", "KURUS"), "BRL": ("BRAZILIAN REAIS", "CENTAVOS"), "EGP": ("EGYPTIAN POUNDS", "PIASTRES"),
              "VND": ("VIETNAMESE DONG", "XU"), "BDT": ("BANGLADESH TAKA", "POISHA")}


def _amount_words(ccy: str, x: float) -> str:
    unit, sub = _CCY_WORDS.get(ccy, (ccy, "CENTS"))
    whole = int(x)
    cents = int(round((x - whole) * 100))
    s = f"{unit} {_words(whole)}"
    if cents:
        s += f" AND {sub} {_words(cents)}"
    return s + " ONLY"


def _money(x: float) -> float:
    x = round(x, 2)
    return float(int(x)) if x == int(x) else x


def _box(checked: bool, style: str) -> str:
    if style == "glyph":
        return "☒" if checked else "☐"
    if style == "square":
        return "■" if checked else "□"
    if style == "tick":
        return "☑" if checked else "☐"
    return "[X]" if checked else "[ ]"


# ---------------------------------------------------------------------------------------------
# reference data
# ---------------------------------------------------------------------------------------------

# alpha-3 -> (English name, other spellings used on forms)
_COUNTRY = {
    "GBR": ("United Kingdom", ["UNITED KINGDOM", "Great Britain", "U.K."]),
    "USA": ("United States", ["UNITED STATES OF AMERICA", "U.S.A.", "USA"]),
    "SGP": ("Singapore", ["SINGAPORE", "Republic of Singapore"]),
    "HKG": ("Hong Kong", ["HONG KONG SAR", "Hong Kong, China"]),
    "ARE": ("United Arab Emirates", ["U.A.E.", "UAE"]),
    "IND": ("India", ["INDIA", "Republic of India"]),
    "CHN": ("China", ["PEOPLE'S REPUBLIC OF CHINA", "P.R. China", "PRC"]),
    "TUR": ("Türkiye", ["TURKEY", "Turkey", "Republic of Türkiye"]),
    "BRA": ("Brazil", ["BRASIL", "Federative Republic of Brazil"]),
    "EGY": ("Egypt", ["ARAB REPUBLIC OF EGYPT", "EGYPT"]),
    "VNM": ("Viet Nam", ["VIETNAM", "Socialist Republic of Viet Nam"]),
    "BGD": ("Bangladesh", ["BANGLADESH", "People's Republic of Bangladesh"]),
    "DEU": ("Germany", ["GERMANY", "Deutschland"]),
    "NLD": ("Netherlands", ["THE NETHERLANDS", "Nederland"]),
    "ITA": ("Italy", ["ITALY", "Italia"]),
    "NGA": ("Nigeria", ["NIGERIA", "Federal Republic of Nigeria"]),
    "KEN": ("Kenya", ["KENYA", "Republic of Kenya"]),
    "MYS": ("Malaysia", ["MALAYSIA"]),
    "PAK": ("Pakistan", ["PAKISTAN"]),
    "ESP": ("Spain", ["SPAIN", "España"]),
}

_NATIONALITY_WORD = {"GBR": "British", "USA": "American", "SGP": "Singaporean", "HKG": "Chinese (HKSAR)",
                     "ARE": "Emirati", "IND": "Indian", "CHN": "Chinese", "TUR": "Turkish", "BRA": "Brazilian",
                     "EGY": "Egyptian", "VNM": "Vietnamese", "BGD": "Bangladeshi", "DEU": "German",
                     "NLD": "Dutch", "ITA": "Italian", "NGA": "Nigerian", "KEN": "Kenyan", "MYS": "Malaysian",
                     "PAK": "Pakistani", "ESP": "Spanish"}


def _cname(a3: str, rng: random.Random | None = None) -> str:
    name, alts = _COUNTRY[a3]
    if rng is not None and rng.random() < 0.35:
        return rng.choice(alts)
    return name


# given names (male, female) and surnames by origin
_NAMES = {
    "GBR": (["James", "Oliver", "Thomas", "Richard", "Daniel", "Mark", "Stephen", "Andrew", "Hugh"],
            ["Sarah", "Emma", "Charlotte", "Helen", "Rachel", "Victoria", "Joanne", "Claire"],
            ["Whitfield", "Harrington", "Patel", "Okafor", "Brennan", "Ashworth", "Clarke", "Pemberton", "Doyle",
             "Marsh", "Kavanagh"]),
    "USA": (["Michael", "Robert", "David", "Kevin", "Brian", "Anthony", "Carlos"],
            ["Jennifer", "Lisa", "Michelle", "Amanda", "Nicole", "Maria"],
            ["Sullivan", "Rodriguez", "Kowalski", "Nguyen", "Henderson", "Bauer", "Castillo", "Whitaker"]),
    "SGP": (["Wei Ming", "Jun Hao", "Kelvin", "Raymond", "Zhi Wei"],
            ["Mei Ling", "Hui Min", "Serene", "Grace", "Xin Yi"],
            ["Tan", "Lim", "Ng", "Goh", "Teo", "Chua", "Ong"]),
    "HKG": (["Ka Wai", "Chi Keung", "Wing Hong", "Kenneth", "Tsz Ho"],
            ["Mei Kuen", "Wing Sze", "Pui Yee", "Vivian", "Ka Yan"],
            ["Chan", "Wong", "Leung", "Cheung", "Lau", "Ho", "Yeung"]),
    "ARE": (["Khalid", "Omar", "Saeed", "Rashid", "Hamdan"],
            ["Mariam", "Fatima", "Aisha", "Noura", "Shamma"],
            ["Al Mansoori", "Al Falasi", "Al Suwaidi", "Al Ketbi", "Al Marri"]),
    "IND": (["Rajesh", "Vikram", "Anil", "Suresh", "Arjun", "Pranav", "Sanjay"],
            ["Priya", "Anjali", "Kavita", "Sunita", "Meera", "Deepa"],
            ["Sharma", "Agarwal", "Mehta", "Iyer", "Reddy", "Banerjee", "Kulkarni", "Shah"]),
    "CHN": (["Wei", "Jianguo", "Haoran", "Zhiqiang", "Lei", "Jun"],
            ["Xiaoling", "Fang", "Yan", "Jing", "Lihua", "Min"],
            ["Zhang", "Wang", "Li", "Liu", "Chen", "Zhou", "Xu", "Huang"]),
    "TUR": (["Mehmet", "Mustafa", "Emre", "Burak", "Hakan", "Murat"],
            ["Ayşe", "Elif", "Zeynep", "Esra", "Gül", "Selin"],
            ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın", "Arslan"]),
    "BRA": (["João", "Lucas", "Rafael", "Marcelo", "Thiago", "Eduardo"],
            ["Ana", "Juliana", "Fernanda", "Camila", "Patrícia", "Luana"],
            ["Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida", "Ribeiro"]),
    "EGY": (["Ahmed", "Mohamed", "Karim", "Tarek", "Hossam", "Amr"],
            ["Nour", "Yasmin", "Dina", "Heba", "Mona", "Rania"],
            ["Abdel Rahman", "El Sayed", "Mansour", "Hassan", "Farouk", "Gaber", "Shafik"]),
    "VNM": (["Văn An", "Minh Tuấn", "Quốc Bảo", "Đức Anh", "Hoàng Nam"],
            ["Thị Lan", "Thu Hà", "Ngọc Mai", "Thanh Hương", "Bích Ngọc"],
            ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng"]),
    "BGD": (["Md. Rafiqul", "Tanvir", "Shahidul", "Kamrul", "Mahbub", "Arif"],
            ["Nasrin", "Farzana", "Sharmin", "Taslima", "Rumana"],
            ["Islam", "Hossain", "Rahman", "Chowdhury", "Ahmed", "Karim", "Uddin"]),
    "DEU": (["Jürgen", "Matthias", "Stefan", "Tobias", "Florian"],
            ["Katrin", "Sabine", "Julia", "Anja", "Miriam"],
            ["Müller", "Schneider", "Becker", "Hoffmann", "Krüger", "Vogel"]),
    "NGA": (["Chinedu", "Oluwaseun", "Emeka", "Ibrahim", "Tunde"],
            ["Ngozi", "Funmilayo", "Chiamaka", "Aisha", "Temitope"],
            ["Okonkwo", "Adeyemi", "Balogun", "Eze", "Abubakar", "Nwosu"]),
    "KEN": (["Wanjiru", "Otieno", "Kamau", "Mwangi", "Kipchoge"],
            ["Achieng", "Njeri", "Wambui", "Chebet", "Akinyi"],
            ["Odhiambo", "Mutua", "Kariuki", "Njoroge", "Kiprono", "Omondi"]),
}


def _person(rng: random.Random, origin: str, sex: str | None = None) -> dict:
    gm, gf, sn = _NAMES[origin]
    sex = sex or rng.choice("MF")
    given = rng.choice(gm if sex == "M" else gf)
    if origin in ("GBR", "USA", "DEU") and rng.random() < 0.35:
        given += " " + rng.choice(gm if sex == "M" else gf).split(" ")[0]
    surname = rng.choice(sn)
    return {"given": given, "surname": surname, "sex": sex, "origin": origin}


# --- addresses: one canonical string with commas, printed on one line or wrapped at commas/spaces ---

def _addr(rng: random.Random, a3: str, business: bool = False) -> str:
    r = rng
    n = r.randint(2, 240)
    if a3 == "GBR":
        town, pc = r.choice([("Manchester", "M3 4LZ"), ("Leicester", "LE1 6RD"), ("Bradford", "BD1 4QS"),
                             ("Croydon", "CR0 2AE"), ("Birmingham", "B5 6JT"), ("Felixstowe", "IP11 3SY"),
                             ("Reading", "RG1 8HJ")])
        if business:
            return f"Unit {r.randint(1, 40)}, {r.choice(['Beacon', 'Riverside', 'Meridian', 'Parkway'])} Trade Park, {town}, {pc}"
        return f"{n} {r.choice(['Wellington Road', 'Beech Avenue', 'Kingsway', 'Mill Lane', 'Station Road', 'Oakfield Drive'])}, {town}, {pc}"
    if a3 == "USA":
        city = r.choice([("Edison", "NJ", "08817"), ("Houston", "TX", "77056"), ("Doral", "FL", "33172"),
                         ("Long Beach", "CA", "90802"), ("Elk Grove Village", "IL", "60007")])
        st = r.choice(["Maple Avenue", "Commerce Drive", "Harbor Boulevard", "Ridgeview Court", "NW 41st Street"])
        unit = f", Suite {r.randint(100, 450)}" if business else (f", Apt {r.randint(1, 9)}{r.choice('ABC')}" if r.random() < 0.3 else "")
        return f"{r.randint(100, 9800)} {st}{unit}, {city[0]}, {city[1]} {city[2]}"
    if a3 == "SGP":
        if business:
            return f"{r.randint(1, 80)} {r.choice(['Tuas Avenue 8', 'Ubi Crescent', 'Kaki Bukit Road 1', 'Penjuru Lane'])}, #0{r.randint(1, 9)}-{r.randint(10, 99)}, Singapore {r.randint(400000, 639999)}"
        return f"Blk {r.randint(100, 999)} {r.choice(['Tampines Street 41', 'Bedok North Road', 'Jurong West Street 52', 'Ang Mo Kio Avenue 3'])}, #{r.randint(2, 20):02d}-{r.randint(100, 999)}, Singapore {r.randint(460000, 650999)}"
    if a3 == "HKG":
        return f"Flat {r.randint(1, 30)}{r.choice('ABCDEF')}, {r.randint(2, 38)}/F, {r.choice(['Kwai Tak Industrial Centre', 'Harbour Crest', 'Laguna Verde Tower 2', 'Wing On Plaza'])}, {r.randint(1, 200)} {r.choice(['Kwai Fung Crescent', 'Hung Hom Road', 'Mody Road', 'Des Voeux Road Central'])}, {r.choice(['Kwai Chung', 'Kowloon', 'Tsim Sha Tsui', 'Central'])}, Hong Kong"
    if a3 == "ARE":
        if business:
            return f"Office {r.randint(101, 1909)}, {r.choice(['Jafza One Tower A', 'Al Moosa Tower 2', 'Gold Souq Building', 'Lob 15'])}, {r.choice(['Jebel Ali Free Zone', 'Sheikh Zayed Road', 'Deira'])}, P.O. Box {r.randint(1000, 99999)}, Dubai, UAE"
        return f"Villa {r.randint(1, 90)}, Street {r.randint(1, 40)}, {r.choice(['Al Barsha 2', 'Mirdif', 'Al Warqa 1', 'Jumeirah 3'])}, Dubai, United Arab Emirates"
    if a3 == "IND":
        return r.choice([
            f"Flat {r.randint(101, 1804)}, {r.choice(['Sai Krupa Towers', 'Lodha Aria', 'Shanti Niketan'])}, Sector {r.randint(1, 40)}, Vashi, Navi Mumbai 400703",
            f"Plot No. {r.randint(10, 400)}, {r.choice(['GIDC Estate', 'Okhla Industrial Area Phase II', 'MIDC Bhosari'])}, {r.choice(['Ahmedabad 382445', 'New Delhi 110020', 'Pune 411026'])}",
            f"No. {r.randint(1, 90)}, {r.choice(['2nd Cross Street', 'Nungambakkam High Road', 'Anna Salai'])}, {r.choice(['T. Nagar', 'Mylapore', 'Guindy'])}, Chennai 600{r.randint(10, 99):03d}",
        ])
    if a3 == "CHN":
        city = r.choice([("Ningbo", "Yinzhou District", "315100"), ("Shaoxing", "Keqiao District", "312030"),
                         ("Qingdao", "Huangdao District", "266500"), ("Foshan", "Shunde District", "528300"),
                         ("Xiamen", "Huli District", "361006")])
        return f"{'Room ' + str(r.randint(201, 2208)) + ', ' if r.random() < 0.6 else ''}No. {r.randint(1, 888)} {r.choice(['Zhongshan East Road', 'Jiangnan Road', 'Huashan Road', 'Binhai Avenue', 'Xinhua Street'])}, {city[1]}, {city[0]} {city[2]}"
    if a3 == "TUR":
        return r.choice([
            f"Bağdat Caddesi No: {n} Daire {r.randint(1, 20)}, Kadıköy, 34728 İstanbul",
            f"Organize Sanayi Bölgesi {r.randint(1, 12)}. Cadde No: {n}, Nilüfer, 16140 Bursa",
            f"Atatürk Bulvarı No: {n}/{r.randint(1, 12)}, Çankaya, 06680 Ankara",
            f"Mersin Serbest Bölge {r.randint(1, 9)}. Sokak No: {n}, Akdeniz, 33020 Mersin",
        ])
    if a3 == "BRA":
        return r.choice([
            f"Rua Augusta, {r.randint(100, 2800)}, apto {r.randint(11, 184)}, Consolação, São Paulo - SP, 01304-{r.randint(0, 999):03d}",
            f"Avenida Brigadeiro Faria Lima, {r.randint(1000, 4500)}, {r.randint(1, 22)}º andar, Itaim Bibi, São Paulo - SP, 04538-{r.randint(0, 999):03d}",
            f"Rua XV de Novembro, {r.randint(10, 1500)}, Centro, Curitiba - PR, 80020-{r.randint(0, 999):03d}",
            f"Avenida Portuária, {r.randint(10, 900)}, Itajaí - SC, 88301-{r.randint(0, 999):03d}",
        ])
    if a3 == "EGY":
        return r.choice([
            f"{n} Gamal Abdel Nasser Street, Smouha, Alexandria 21615",
            f"{n} El Tahrir Street, Dokki, Giza 12311",
            f"Plot {r.randint(1, 90)}, Industrial Zone {r.randint(1, 6)}, 10th of Ramadan City, Sharqia",
            f"{n} Abbas El Akkad Street, Nasr City, Cairo 11765",
        ])
    if a3 == "VNM":
        return r.choice([
            f"{n} Nguyen Hue Street, Ben Nghe Ward, District 1, Ho Chi Minh City",
            f"Lot {r.choice('ABCD')}{r.randint(1, 30)}, Tan Tao Industrial Park, Binh Tan District, Ho Chi Minh City",
            f"{n} Lach Tray Street, Ngo Quyen District, Hai Phong City",
            f"Số {n} Trần Hưng Đạo, Phường Cửa Nam, Quận Hoàn Kiếm, Hà Nội",
        ])
    if a3 == "BGD":
        return r.choice([
            f"House {r.randint(1, 90)}, Road {r.randint(1, 27)}, Block {r.choice('ABCDEF')}, Banani, Dhaka 1213",
            f"Plot {r.randint(1, 300)}, Dhaka Export Processing Zone, Savar, Dhaka 1349",
            f"{r.randint(1, 800)} Sheikh Mujib Road, Agrabad C/A, Chattogram 4100",
            f"House {r.randint(1, 90)}, Road {r.randint(1, 27)}, Sector {r.randint(1, 14)}, Uttara, Dhaka 1230",
        ])
    if a3 == "DEU":
        return f"{r.choice(['Hafenstraße', 'Großer Burstah', 'Lindenallee', 'Industriestraße'])} {n}, {r.choice(['20457 Hamburg', '28195 Bremen', '40210 Düsseldorf', '60311 Frankfurt am Main'])}"
    if a3 == "NLD":
        return f"{r.choice(['Waalhaven Oostzijde', 'Coolsingel', 'Marconistraat'])} {n}, {r.choice(['3087 BM Rotterdam', '3011 AD Rotterdam', '1013 BD Amsterdam'])}"
    if a3 == "ITA":
        return f"Via {r.choice(['Garibaldi', 'Roma', 'dell Industria', 'Cristoforo Colombo'])} {n}, {r.choice(['16124 Genova', '20121 Milano', '41049 Sassuolo MO'])}"
    if a3 == "NGA":
        return f"{n} {r.choice(['Adeola Odeku Street', 'Creek Road', 'Awolowo Road'])}, {r.choice(['Victoria Island', 'Apapa', 'Ikoyi'])}, Lagos"
    if a3 == "KEN":
        return f"{r.choice(['Plot 209/', 'L.R. No. 1870/'])}{r.randint(100, 9999)}, {r.choice(['Mombasa Road', 'Ngong Road', 'Moi Avenue'])}, {r.choice(['Nairobi', 'Mombasa'])}"
    if a3 == "MYS":
        return f"No. {n}, Jalan {r.choice(['Perindustrian 3', 'Klang Lama', 'Kapar'])}, {r.choice(['42000 Port Klang, Selangor', '58200 Kuala Lumpur'])}"
    if a3 == "ESP":
        return f"Calle {r.choice(['Colón', 'del Puerto', 'Mayor'])} {n}, {r.choice(['46004 Valencia', '08039 Barcelona'])}"
    if a3 == "PAK":
        return f"Plot {r.randint(1, 99)}, Sector {r.randint(5, 30)}, Korangi Industrial Area, Karachi"
    raise KeyError(a3)


# --- companies -------------------------------------------------------------------------------

_CO_PARTS = {
    "CHN": (["Ningbo Huaxin", "Shaoxing Keqiao Jinyu", "Qingdao Haida", "Foshan Shunde Meilong", "Xiamen Tongda",
             "Zhejiang Yongxing", "Jiangsu Hengrun"],
            ["Textile", "Machinery", "Import & Export", "Industrial", "Trading", "Chemical"],
            ["Co., Ltd.", "Co., Ltd", "Industry Co., Ltd."]),
    "TUR": (["Anadolu", "Ege Yıldız", "Karadeniz", "Marmara Çelik", "Bursa İpek", "Toros"],
            ["Tekstil", "Gıda", "Makina", "Dış Ticaret", "Kimya"],
            ["Sanayi ve Ticaret A.Ş.", "San. ve Tic. A.Ş.", "Ltd. Şti."]),
    "IND": (["Shree Ganesh", "Bharat", "Sai Balaji", "Mehta", "Coromandel", "Kaveri"],
            ["Exports", "Polymers", "Agro Foods", "Engineering Works", "Spinning Mills", "Overseas"],
            ["Pvt. Ltd.", "Private Limited", "Limited", "LLP"]),
    "BRA": (["Serra Verde", "Sul Minas", "Cerrado", "Porto Belo", "Vale do Itajaí", "Tropical"],
            ["Agrícola", "Alimentos", "Café", "Comércio Exterior", "Metalúrgica", "Têxtil"],
            ["Ltda.", "S.A.", "Exportadora Ltda."]),
    "EGY": (["Nile Delta", "Alexandria", "Pharaonic", "Red Sea", "Cairo Star", "Sinai"],
            ["Foods", "Cotton", "Chemicals", "Trading", "Marble", "Steel"],
            ["S.A.E.", "Co.", "for Import and Export"]),
    "VNM": (["Minh Phu", "Saigon", "Hoang Long", "Tan Thanh", "Phu Yen", "Viet Hung"],
            ["Seafood", "Garment", "Cashew", "Coffee", "Wood Products", "Rice"],
            ["Joint Stock Company", "JSC", "Co., Ltd."]),
    "BGD": (["Karnaphuli", "Meghna", "Padma", "Jamuna", "Bengal", "Rupsha"],
            ["Garments", "Knit Composite", "Jute Mills", "Spinning", "Apparels", "Fabrics"],
            ["Ltd.", "Limited", "PLC"]),
    "GBR": (["Pennine", "Thameside", "Albion", "Northgate", "Harbourside", "Kestrel"],
            ["Trading", "Imports", "Foods", "Engineering", "Textiles", "Commodities"],
            ["Limited", "Ltd", "UK Ltd"]),
    "USA": (["Atlantic", "Lone Star", "Pacific Rim", "Great Lakes", "Gulf Coast", "Keystone"],
            ["Trading", "Imports", "Supply", "Distributors", "Industries"],
            ["Inc.", "LLC", "Corp."]),
    "SGP": (["Lion City", "Straits", "Orchid", "Merlion", "Jurong"],
            ["Trading", "Resources", "Commodities", "Marine Supplies", "Logistics"],
            ["Pte. Ltd.", "Pte Ltd"]),
    "HKG": (["Pearl River", "Victoria Harbour", "Golden Dragon", "Kowloon", "Tai Fung"],
            ["Trading", "Industrial", "Enterprises", "Electronics"],
            ["Limited", "Company Limited"]),
    "ARE": (["Gulf Horizon", "Al Noor", "Desert Rose", "Emirates Star", "Jebel"],
            ["General Trading", "Foodstuff Trading", "Building Materials Trading", "Steel Trading"],
            ["L.L.C.", "LLC", "FZE", "FZCO"]),
    "DEU": (["Hanseatische", "Rhein", "Nordsee", "Elbe", "Bayerische"],
            ["Maschinenbau", "Handels", "Textil", "Agrar"],
            ["GmbH", "GmbH & Co. KG", "AG"]),
    "NLD": (["Maas", "Holland", "Zeeland", "Delta"],
            ["Agri Trading", "Food Ingredients", "Chemicals"],
            ["B.V.", "N.V."]),
    "ITA": (["Ceramiche", "Tessitura", "Officine", "Marmi"],
            ["Emiliane", "Lombarda", "Liguri", "Apuane"],
            ["S.p.A.", "S.r.l."]),
    "NGA": (["Lekki", "Niger Delta", "Eko", "Sahel"],
            ["Agro-Allied", "Trading", "Industries"],
            ["Limited", "Nig. Ltd."]),
    "KEN": (["Rift Valley", "Tana", "Savannah", "Kilimani"],
            ["Traders", "Agencies", "Millers"],
            ["Limited", "Ltd"]),
    "MYS": (["Klang Valley", "Selangor", "Penang"],
            ["Plastics", "Palm Products", "Trading"],
            ["Sdn. Bhd.", "Sdn Bhd"]),
    "ESP": (["Levante", "Iberica", "Mediterranea"],
            ["Alimentaria", "Ceramica", "Agricola"],
            ["S.L.", "S.A."]),
    "PAK": (["Indus", "Karachi", "Punjab"],
            ["Textile Mills", "Rice Exporters"],
            ["(Pvt.) Ltd.", "Limited"]),
}


def _company(rng: random.Random, a3: str, maxlen: int = 35, ascii_only: bool = False) -> str:
    a, b, c = _CO_PARTS[a3]
    for _ in range(40):
        name = f"{rng.choice(a)} {rng.choice(b)} {rng.choice(c)}"
        if ascii_only:
            name = _ascii(name)
        if len(name) <= maxlen:
            return name
    return name[:maxlen].rstrip()


def _trading_name(rng: random.Random, a3: str) -> str:
    """An unincorporated business name (sole trader): no legal-form suffix."""
    a, b, _ = _CO_PARTS[a3]
    return rng.choice([f"{rng.choice(a)} {rng.choice(b)}", f"{rng.choice(a)} {rng.choice(b)} {rng.choice(['& Co.', 'Enterprises', 'Traders', 'Supplies'])}",
                       f"{rng.choice(a)} {rng.choice(['Trading', 'Imports', 'Merchants'])}"])


# --- banks -------------------------------------------------------------------------------------

# (name, BIC, city, street address)
_BANKS = {
    "CHN": [("BANK OF CHINA LIMITED, ZHEJIANG BRANCH", "BKCHCNBJ910", "HANGZHOU", "321 FENGQI ROAD, HANGZHOU"),
            ("INDUSTRIAL AND COMMERCIAL BANK OF CHINA LIMITED, NINGBO BRANCH", "ICBKCNBJNBO", "NINGBO", "700 NINGNAN NORTH ROAD, NINGBO"),
            ("CHINA CONSTRUCTION BANK CORPORATION, QINGDAO BRANCH", "PCBCCNBJQDX", "QINGDAO", "22 NANJING ROAD, QINGDAO"),
            ("CHINA MERCHANTS BANK CO., LTD., SHENZHEN BRANCH", "CMBCCNBS070", "SHENZHEN", "2016 SHENNAN AVENUE, SHENZHEN")],
    "TUR": [("TURKIYE IS BANKASI A.S.", "ISBKTRIS", "ISTANBUL", "IS KULELERI, LEVENT, ISTANBUL"),
            ("AKBANK T.A.S.", "AKBKTRIS", "ISTANBUL", "SABANCI CENTER, 4. LEVENT, ISTANBUL"),
            ("TURKIYE GARANTI BANKASI A.S.", "TGBATRIS", "ISTANBUL", "LEVENT NISPETIYE MAH. AYTAR CAD. NO:2, ISTANBUL"),
            ("YAPI VE KREDI BANKASI A.S.", "YAPITRIS", "ISTANBUL", "YAPI KREDI PLAZA D BLOK, LEVENT, ISTANBUL")],
    "IND": [("STATE BANK OF INDIA", "SBININBB", "MUMBAI", "TRADE FINANCE CPC, NARIMAN POINT, MUMBAI"),
            ("HDFC BANK LIMITED", "HDFCINBB", "MUMBAI", "KAMALA MILLS COMPOUND, LOWER PAREL, MUMBAI"),
            ("ICICI BANK LIMITED", "ICICINBB", "MUMBAI", "ICICI BANK TOWERS, BANDRA KURLA COMPLEX, MUMBAI"),
            ("AXIS BANK LIMITED", "AXISINBB", "MUMBAI", "AXIS HOUSE, WORLI, MUMBAI")],
    "BRA": [("BANCO DO BRASIL S.A.", "BRASBRRJ", "SAO PAULO", "AVENIDA PAULISTA 1230, SAO PAULO"),
            ("ITAU UNIBANCO S.A.", "ITAUBRSP", "SAO PAULO", "PRACA ALFREDO EGYDIO DE SOUZA ARANHA 100, SAO PAULO"),
            ("BANCO BRADESCO S.A.", "BBDEBRSP", "OSASCO", "CIDADE DE DEUS, OSASCO"),
            ("BANCO SANTANDER (BRASIL) S.A.", "BSCHBRSP", "SAO PAULO", "AVENIDA JUSCELINO KUBITSCHEK 2041, SAO PAULO")],
    "EGY": [("NATIONAL BANK OF EGYPT", "NBEGEGCX", "CAIRO", "1187 CORNICHE EL NIL, CAIRO"),
            ("BANQUE MISR", "BMISEGCX", "CAIRO", "151 MOHAMED FARID STREET, CAIRO"),
            ("COMMERCIAL INTERNATIONAL BANK (EGYPT) S.A.E.", "CIBEEGCX", "GIZA", "NILE TOWER, 21/23 CHARLES DE GAULLE STREET, GIZA"),
            ("QNB AL AHLI S.A.E.", "QNBAEGCX", "CAIRO", "DAR EL ADWAA TOWER, CORNICHE EL NIL, CAIRO")],
    "VNM": [("JOINT STOCK COMMERCIAL BANK FOR FOREIGN TRADE OF VIETNAM", "BFTVVNVX", "HANOI", "198 TRAN QUANG KHAI STREET, HANOI"),
            ("VIETNAM JOINT STOCK COMMERCIAL BANK FOR INDUSTRY AND TRADE", "ICBVVNVX", "HANOI", "108 TRAN HUNG DAO STREET, HANOI"),
            ("BANK FOR INVESTMENT AND DEVELOPMENT OF VIETNAM", "BIDVVNVX", "HANOI", "194 TRAN QUANG KHAI STREET, HANOI"),
            ("ASIA COMMERCIAL JOINT STOCK BANK", "ASCBVNVX", "HO CHI MINH CITY", "442 NGUYEN THI MINH KHAI, DISTRICT 3, HO CHI MINH CITY")],
    "BGD": [("SONALI BANK PLC", "BSONBDDH", "DHAKA", "35-42, 44 MOTIJHEEL C/A, DHAKA"),
            ("DUTCH-BANGLA BANK PLC", "DBBLBDDH", "DHAKA", "SENA KALYAN BHABAN, MOTIJHEEL C/A, DHAKA"),
            ("BRAC BANK PLC", "BRAKBDDH", "DHAKA", "ANIK TOWER, 220/B TEJGAON GULSHAN LINK ROAD, DHAKA"),
            ("EASTERN BANK PLC", "EBLDBDDH", "DHAKA", "100 GULSHAN AVENUE, DHAKA")],
    "GBR": [("HSBC UK BANK PLC", "MIDLGB22", "LONDON", "1 CENTENARY SQUARE, BIRMINGHAM"),
            ("BARCLAYS BANK PLC", "BARCGB22", "LONDON", "1 CHURCHILL PLACE, LONDON"),
            ("STANDARD CHARTERED BANK", "SCBLGB2L", "LONDON", "1 BASINGHALL AVENUE, LONDON")],
    "SGP": [("DBS BANK LTD.", "DBSSSGSG", "SINGAPORE", "12 MARINA BOULEVARD, SINGAPORE"),
            ("OVERSEA-CHINESE BANKING CORPORATION LIMITED", "OCBCSGSG", "SINGAPORE", "63 CHULIA STREET, SINGAPORE"),
            ("UNITED OVERSEAS BANK LIMITED", "UOVBSGSG", "SINGAPORE", "80 RAFFLES PLACE, SINGAPORE")],
    "HKG": [("THE HONGKONG AND SHANGHAI BANKING CORPORATION LIMITED", "HSBCHKHH", "HONG KONG", "1 QUEEN'S ROAD CENTRAL, HONG KONG"),
            ("STANDARD CHARTERED BANK (HONG KONG) LIMITED", "SCBLHKHH", "HONG KONG", "4-4A DES VOEUX ROAD CENTRAL, HONG KONG"),
            ("BANK OF CHINA (HONG KONG) LIMITED", "BKCHHKHH", "HONG KONG", "1 GARDEN ROAD, HONG KONG")],
    "ARE": [("EMIRATES NBD BANK PJSC", "EBILAEAD", "DUBAI", "BANIYAS ROAD, DEIRA, DUBAI"),
            ("MASHREQBANK PSC", "BOMLAEAD", "DUBAI", "AL GHURAIR CITY, DUBAI"),
            ("FIRST ABU DHABI BANK PJSC", "NBADAEAA", "ABU DHABI", "FAB BUILDING, KHALIFA BUSINESS PARK, ABU DHABI")],
    "DEU": [("COMMERZBANK AG", "COBADEFF", "FRANKFURT AM MAIN", "KAISERPLATZ, FRANKFURT AM MAIN"),
            ("DEUTSCHE BANK AG", "DEUTDEFF", "FRANKFURT AM MAIN", "TAUNUSANLAGE 12, FRANKFURT AM MAIN"),
            ("HAMBURG COMMERCIAL BANK AG", "HSHNDEHH", "HAMBURG", "GERHART-HAUPTMANN-PLATZ 50, HAMBURG")],
    "USA": [("JPMORGAN CHASE BANK, N.A.", "CHASUS33", "NEW YORK", "4 CHASE METROTECH CENTER, BROOKLYN, NY"),
            ("CITIBANK, N.A.", "CITIUS33", "NEW YORK", "388 GREENWICH STREET, NEW YORK, NY"),
            ("BANK OF AMERICA, N.A.", "BOFAUS3N", "NEW YORK", "1 BRYANT PARK, NEW YORK, NY")],
    "NLD": [("ING BANK N.V.", "INGBNL2A", "AMSTERDAM", "BIJLMERDREEF 106, AMSTERDAM"),
            ("ABN AMRO BANK N.V.", "ABNANL2A", "AMSTERDAM", "GUSTAV MAHLERLAAN 10, AMSTERDAM")],
    "ITA": [("INTESA SANPAOLO S.P.A.", "BCITITMM", "MILANO", "PIAZZA SAN CARLO 156, TORINO"),
            ("UNICREDIT S.P.A.", "UNCRITMM", "MILANO", "PIAZZA GAE AULENTI 3, MILANO")],
    "NGA": [("ZENITH BANK PLC", "ZEIBNGLA", "LAGOS", "PLOT 84 AJOSE ADEOGUN STREET, VICTORIA ISLAND, LAGOS")],
    "KEN": [("KCB BANK KENYA LIMITED", "KCBLKENX", "NAIROBI", "KENCOM HOUSE, MOI AVENUE, NAIROBI")],
    "MYS": [("MALAYAN BANKING BERHAD", "MBBEMYKL", "KUALA LUMPUR", "MENARA MAYBANK, 100 JALAN TUN PERAK, KUALA LUMPUR")],
    "ESP": [("BANCO SANTANDER S.A.", "BSCHESMM", "MADRID", "CIUDAD GRUPO SANTANDER, BOADILLA DEL MONTE, MADRID")],
    "PAK": [("HABIB BANK LIMITED", "HABBPKKA", "KARACHI", "HBL PLAZA, I.I. CHUNDRIGAR ROAD, KARACHI")],
}


def _bank(rng: random.Random, a3: str) -> dict:
    name, bic, city, street = rng.choice(_BANKS[a3])
    bic11 = bic if len(bic) == 11 else bic + rng.choice(["XXX", "XXX", "XXX", city[:3].upper().replace(" ", "X")])
    return {"name": name, "bic": bic11, "city": city, "street": street, "country": a3}


_PORTS = {
    "CHN": ["SHANGHAI, CHINA", "NINGBO, CHINA", "QINGDAO, CHINA", "SHENZHEN (YANTIAN), CHINA", "XIAMEN, CHINA", "ANY PORT IN CHINA"],
    "TUR": ["MERSIN, TURKEY", "AMBARLI, ISTANBUL, TURKEY", "IZMIR, TURKEY", "GEMLIK, TURKEY"],
    "IND": ["NHAVA SHEVA, INDIA", "CHENNAI, INDIA", "MUNDRA, INDIA", "KOLKATA, INDIA", "ANY SEAPORT IN INDIA"],
    "BRA": ["SANTOS, BRAZIL", "PARANAGUA, BRAZIL", "ITAJAI, BRAZIL", "RIO GRANDE, BRAZIL"],
    "EGY": ["ALEXANDRIA, EGYPT", "DAMIETTA, EGYPT", "PORT SAID EAST, EGYPT", "SOKHNA, EGYPT"],
    "VNM": ["HAI PHONG, VIETNAM", "HO CHI MINH CITY (CAT LAI), VIETNAM", "DA NANG, VIETNAM", "CAI MEP, VIETNAM"],
    "BGD": ["CHATTOGRAM, BANGLADESH", "MONGLA, BANGLADESH", "CHITTAGONG SEAPORT, BANGLADESH"],
    "GBR": ["FELIXSTOWE, UNITED KINGDOM", "SOUTHAMPTON, UK", "LONDON GATEWAY, UK"],
    "DEU": ["HAMBURG, GERMANY", "BREMERHAVEN, GERMANY"],
    "NLD": ["ROTTERDAM, NETHERLANDS", "AMSTERDAM, NETHERLANDS"],
    "ITA": ["GENOA, ITALY", "LA SPEZIA, ITALY", "LIVORNO, ITALY"],
    "ARE": ["JEBEL ALI, DUBAI, UAE", "KHALIFA PORT, ABU DHABI", "ANY UAE PORT"],
    "SGP": ["SINGAPORE"],
    "HKG": ["HONG KONG"],
    "USA": ["LOS ANGELES, CA, USA", "NEW YORK, NY, USA", "HOUSTON, TX, USA", "SAVANNAH, GA, USA"],
    "NGA": ["APAPA, LAGOS, NIGERIA", "TIN CAN ISLAND, LAGOS"],
    "KEN": ["MOMBASA, KENYA"],
    "MYS": ["PORT KLANG, MALAYSIA", "PENANG, MALAYSIA"],
    "ESP": ["VALENCIA, SPAIN", "BARCELONA, SPAIN"],
    "PAK": ["KARACHI, PAKISTAN", "PORT QASIM, PAKISTAN"],
}

_CCY = {"CHN": ["USD", "USD", "CNY"], "TUR": ["USD", "EUR"], "IND": ["USD", "EUR"], "BRA": ["USD"],
        "EGY": ["USD", "EUR"], "VNM": ["USD"], "BGD": ["USD"], "GBR": ["USD", "GBP", "EUR"],
        "SGP": ["USD", "SGD"], "HKG": ["USD", "HKD"], "ARE": ["USD", "AED"], "DEU": ["EUR", "USD"],
        "USA": ["USD"], "NLD": ["EUR"], "ITA": ["EUR"], "NGA": ["USD"], "KEN": ["USD"], "MYS": ["USD"],
        "ESP": ["EUR"], "PAK": ["USD"]}

# (goods kind, exporter countries, lines factory)
_GOODS = [
    ("cotton yarn", ["IND", "PAK", "VNM", "BRA"], lambda r: [
        f"{r.choice(['100 PCT COTTON', 'COMBED COTTON', 'CARDED COTTON'])} YARN NE {r.choice([20, 30, 32, 40])}/1 FOR KNITTING",
        f"QUANTITY: {r.randint(40, 400) * 500} KGS AT USD {r.randint(2, 4)}.{r.randint(10, 95)} PER KG"]),
    ("garments", ["BGD", "VNM", "CHN", "TUR", "IND"], lambda r: [
        f"{r.choice(['MENS KNITTED POLO SHIRTS', 'LADIES DENIM TROUSERS', 'CHILDRENS COTTON T-SHIRTS', 'MENS WOVEN SHIRTS'])}",
        f"{r.choice(['100 PCT COTTON', '95 PCT COTTON 5 PCT ELASTANE', 'CVC 60/40'])}, {r.randint(8, 120) * 1000} PCS",
        f"AS PER PROFORMA INVOICE NO. PI-{r.randint(1000, 9999)} DATED {r.randint(1, 28):02d}.{r.randint(1, 12):02d}.2026"]),
    ("frozen shrimp", ["VNM", "IND", "BGD"], lambda r: [
        f"FROZEN {r.choice(['VANNAMEI', 'BLACK TIGER'])} SHRIMP {r.choice(['PD', 'PDTO', 'HLSO'])} SIZE {r.choice(['21/25', '26/30', '31/40'])}",
        f"{r.randint(2, 20) * 1000} CARTONS OF 10 X 1 KG, GLAZING {r.choice([10, 15, 20])} PCT"]),
    ("steel coils", ["CHN", "TUR", "IND", "EGY"], lambda r: [
        f"{r.choice(['HOT ROLLED STEEL COILS', 'PREPAINTED GALVANIZED STEEL COILS', 'COLD ROLLED STEEL COILS'])} GRADE {r.choice(['SS400', 'SPCC', 'DX51D+Z', 'S275JR'])}",
        f"THICKNESS {r.choice(['0.40', '1.20', '2.00', '3.50'])} MM, WIDTH {r.choice([1000, 1219, 1250, 1500])} MM",
        f"QUANTITY {r.randint(200, 3000)} METRIC TONS PLUS/MINUS 10 PCT AT USD {r.randint(480, 890)} PER MT"]),
    ("machinery", ["DEU", "ITA", "CHN", "TUR"], lambda r: [
        f"{r.choice(['ONE SET', 'TWO SETS', 'THREE UNITS'])} OF {r.choice(['CIRCULAR KNITTING MACHINES', 'CNC VERTICAL MACHINING CENTRES', 'INJECTION MOULDING MACHINES', 'FLEXO PRINTING LINE'])}",
        f"MODEL {r.choice(['KX', 'VMC', 'IMM', 'FP'])}-{r.randint(100, 990)} WITH STANDARD ACCESSORIES AND SPARE PARTS",
        f"AS PER CONTRACT NO. {r.choice(['SC', 'CT', 'K'])}{r.randint(10000, 99999)}"]),
    ("rice", ["VNM", "IND", "PAK"], lambda r: [
        f"{r.choice(['VIETNAMESE LONG GRAIN WHITE RICE 5 PCT BROKEN', 'INDIAN PARBOILED RICE 5 PCT BROKEN', 'JASMINE FRAGRANT RICE'])}",
        f"{r.randint(1, 20) * 500} MT IN {r.choice(['25 KG', '50 KG'])} PP BAGS AT USD {r.randint(390, 620)} PER MT"]),
    ("coffee", ["BRA", "VNM"], lambda r: [
        f"{r.choice(['BRAZIL NY2 17/18 FINE CUP GREEN COFFEE BEANS', 'VIETNAM ROBUSTA GRADE 1 SCREEN 18 CLEAN COFFEE BEANS'])}",
        f"{r.randint(2, 30) * 320} BAGS OF 60 KGS NET, CROP {r.choice(['2025/2026', '2026'])}"]),
    ("soybeans", ["BRA"], lambda r: [
        "BRAZILIAN YELLOW SOYBEANS, GMO, CROP 2026, IN BULK",
        f"{r.randint(5, 60) * 1000} MT PLUS/MINUS 5 PCT AT MOLLO AT USD {r.randint(380, 470)}.{r.randint(0, 99):02d} PER MT"]),
    ("cotton", ["EGY", "BRA", "IND"], lambda r: [
        f"{r.choice(['EGYPTIAN GIZA 86 LONG STAPLE RAW COTTON', 'BRAZILIAN RAW COTTON SM 1-1/8 INCH', 'INDIAN SHANKAR-6 RAW COTTON'])}",
        f"{r.randint(200, 2000)} BALES, APPROX {r.randint(40, 450)} MT"]),
    ("jute", ["BGD", "IND"], lambda r: [
        f"{r.choice(['JUTE HESSIAN CLOTH 10 OZ 40 INCH', 'JUTE SACKING BAGS B TWILL 44 X 26.5 INCH', 'RAW JUTE BTD GRADE'])}",
        f"{r.randint(20, 500) * 100} {r.choice(['YARDS', 'PCS', 'BALES'])}"]),
    ("ceramic tiles", ["ITA", "ESP", "CHN", "TUR"], lambda r: [
        f"GLAZED PORCELAIN FLOOR TILES {r.choice(['600 X 600 MM', '600 X 1200 MM', '800 X 800 MM'])}, FIRST CHOICE",
        f"{r.randint(5, 60) * 1000} SQM PACKED ON WOODEN PALLETS"]),
    ("marble", ["EGY", "TUR", "ITA"], lambda r: [
        f"{r.choice(['GALALA BEIGE MARBLE SLABS', 'AFYON WHITE MARBLE BLOCKS', 'CARRARA WHITE MARBLE SLABS'])} POLISHED {r.choice([18, 20, 30])} MM",
        f"{r.randint(400, 9000)} SQM"]),
    ("cashew", ["VNM", "IND"], lambda r: [
        f"CASHEW KERNELS GRADE {r.choice(['WW240', 'WW320', 'WS', 'LP'])}",
        f"{r.randint(1, 20) * 700} CARTONS OF 2 X 11.34 KGS VACUUM PACKED TINS"]),
    ("urea", ["EGY", "CHN", "NGA"], lambda r: [
        "GRANULAR UREA 46 PCT NITROGEN MIN, IN BULK",
        f"QUANTITY {r.randint(5, 50) * 1000} MT PLUS/MINUS 10 PCT"]),
    ("electronics", ["CHN", "MYS", "VNM"], lambda r: [
        f"{r.choice(['LED PANEL LIGHTS 600X600 40W', 'LITHIUM-ION BATTERY PACKS 48V 100AH', 'SOLAR PHOTOVOLTAIC MODULES 550W MONO', 'SWITCHING POWER SUPPLIES 12V 5A'])}",
        f"{r.randint(1, 90) * 100} {r.choice(['PCS', 'UNITS', 'SETS'])} AT USD {r.randint(8, 140)}.{r.randint(0, 99):02d} PER UNIT"]),
    ("palm oil", ["MYS"], lambda r: [
        "RBD PALM OLEIN IV 56 MIN IN 1 MT FLEXITANKS",
        f"{r.randint(1, 30) * 100} MT"]),
]

_INCOTERMS = ["FOB", "CFR", "CIF", "CPT", "FCA", "CIP", "EXW", "DAP"]


def _incoterm_line(r: random.Random, term: str, lport: str, dport: str) -> str:
    place = lport if term in ("FOB", "FCA", "EXW") else dport
    return f"{term} {place.split(',')[0]} {r.choice(['INCOTERMS 2020', 'INCOTERMS(R) 2020', 'AS PER INCOTERMS 2020'])}"


# ---------------------------------------------------------------------------------------------
# documentary credits: the model of one credit
# ---------------------------------------------------------------------------------------------

_INSPECTORS = ["SGS", "BUREAU VERITAS", "INTERTEK", "CCIC", "COTECNA", "CONTROL UNION"]


def _doc_items(r: random.Random, c: dict) -> list[str]:
    issuer = c["issuing_bank"]["name"].split(",")[0]
    ocountry = _COUNTRY[c["exp_country"]][0].upper()
    dcountry = _COUNTRY[c["imp_country"]][0].upper()
    inv = r.choice([
        f"SIGNED COMMERCIAL INVOICE IN {r.choice(['3', '4', 'THREE', 'FOUR'])} ORIGINALS AND {r.choice(['2', '3', 'TWO'])} COPIES INDICATING THE H.S. CODE AND THIS CREDIT NUMBER",
        f"COMMERCIAL INVOICE DULY SIGNED BY THE BENEFICIARY IN {r.choice(['TRIPLICATE', 'QUADRUPLICATE', 'SIX FOLD'])} CERTIFYING THAT THE GOODS ARE OF {ocountry} ORIGIN",
        f"BENEFICIARY'S SIGNED COMMERCIAL INVOICE, {r.choice(['ONE ORIGINAL AND TWO COPIES', '5 COPIES', 'ORIGINAL PLUS 3 COPIES'])}, SHOWING {c['incoterm']} VALUE",
    ])
    if c["air"]:
        tr = (f"AIR WAYBILL CONSIGNED TO {issuer} MARKED FREIGHT {'PREPAID' if c['incoterm'] in ('CPT', 'CIP', 'CFR', 'CIF') else 'COLLECT'} "
              f"AND NOTIFY APPLICANT, SHOWING FLIGHT NUMBER AND DATE")
    else:
        tr = r.choice([
            f"FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {issuer} MARKED FREIGHT "
            f"{'PREPAID' if c['incoterm'] in ('CFR', 'CIF', 'CPT', 'CIP') else 'COLLECT'} AND NOTIFY APPLICANT WITH FULL NAME AND ADDRESS",
            f"3/3 ORIGINAL CLEAN SHIPPED ON BOARD MARINE BILLS OF LADING ISSUED TO ORDER AND BLANK ENDORSED, NOTIFY {c['applicant']['name']}",
            f"FULL SET (3/3) OF CLEAN ON BOARD BILL OF LADING CONSIGNED TO {issuer}, MARKED FREIGHT "
            f"{'PREPAID' if c['incoterm'] in ('CFR', 'CIF', 'CPT', 'CIP') else 'PAYABLE AT DESTINATION'}",
        ])
    pool = [
        r.choice([f"PACKING LIST IN {r.choice(['3', '4', 'THREE'])} COPIES", "DETAILED PACKING LIST SHOWING GROSS AND NET WEIGHT OF EACH PACKAGE",
                  "PACKING LIST AND WEIGHT NOTE IN TRIPLICATE"]),
        r.choice([f"CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE EVIDENCING {ocountry} ORIGIN OF GOODS",
                  "CERTIFICATE OF ORIGIN IN ONE ORIGINAL AND ONE COPY ISSUED BY A COMPETENT AUTHORITY",
                  f"GSP CERTIFICATE OF ORIGIN FORM A ISSUED BY AN AUTHORISED BODY IN {ocountry}"]),
        f"CERTIFICATE OF QUALITY AND QUANTITY ISSUED BY {r.choice(_INSPECTORS)} AT THE {'AIRPORT' if c['air'] else 'PORT'} OF LOADING",
        f"BENEFICIARY'S CERTIFICATE CERTIFYING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN {r.choice([3, 5, 7])} DAYS AFTER SHIPMENT",
        r.choice(["SHIPPING COMPANY'S CERTIFICATE STATING THAT THE CARRYING VESSEL IS SEAWORTHY AND NOT MORE THAN 20 YEARS OLD",
                  "CERTIFICATE FROM THE CARRIER OR ITS AGENT CONFIRMING THE NAME, FLAG AND IMO NUMBER OF THE VESSEL"]),
        r.choice(["WEIGHT CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR", "FUMIGATION CERTIFICATE ISSUED BY A LICENSED FUMIGATION COMPANY",
                  "PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY OF THE COUNTRY OF ORIGIN",
                  "HEALTH CERTIFICATE ISSUED BY A GOVERNMENT AUTHORITY STATING THE GOODS ARE FIT FOR HUMAN CONSUMPTION",
                  "MILL TEST CERTIFICATE ISSUED BY THE MANUFACTURER"]),
    ]
    if c["incoterm"] in ("CIF", "CIP"):
        pool.insert(0, f"INSURANCE POLICY OR CERTIFICATE IN DUPLICATE, ENDORSED IN BLANK, FOR 110 PCT OF THE INVOICE VALUE "
                       f"COVERING INSTITUTE CARGO CLAUSES (A), WAR AND STRIKES CLAUSES, CLAIMS PAYABLE IN {dcountry}")
    if c["imp_country"] == "BGD":
        pool.insert(0, "CERTIFICATE OF ORIGIN AND PACKING LIST MUST SHOW THE LC NUMBER, IRC NUMBER AND BIN OF THE APPLICANT")
    if c["imp_country"] == "EGY":
        pool.insert(0, "CERTIFICATE OF ORIGIN LEGALIZED BY THE EMBASSY OR CONSULATE OF THE ARAB REPUBLIC OF EGYPT")
    n_extra = r.randint(1, min(6, len(pool)))
    extra = r.sample(pool, n_extra)
    items = [inv, tr] + extra
    if r.random() < 0.3:
        items = [tr, inv] + extra
    return items[:8]


def _standby_items(r: random.Random, c: dict) -> list[str]:
    app = c["applicant"]["name"]
    items = [r.choice([
        f"BENEFICIARY'S SIGNED AND DATED STATEMENT CERTIFYING THAT {app} HAS FAILED TO PAY THE AMOUNT CLAIMED WHEN DUE UNDER THE UNDERLYING CONTRACT",
        f"A DEMAND FOR PAYMENT PURPORTEDLY SIGNED BY AN AUTHORISED OFFICER OF THE BENEFICIARY STATING THAT THE APPLICANT IS IN DEFAULT OF ITS PAYMENT OBLIGATIONS",
    ])]
    if r.random() < 0.8:
        items.append(r.choice(["COPY OF THE UNPAID COMMERCIAL INVOICE(S)", "COPIES OF THE UNPAID INVOICES AND RELATED TRANSPORT DOCUMENTS",
                               "COPY OF THE BENEFICIARY'S WRITTEN NOTICE OF DEFAULT SENT TO THE APPLICANT"]))
    if r.random() < 0.4:
        items.append("ORIGINAL OF THIS STANDBY LETTER OF CREDIT AND ANY AMENDMENTS THERETO FOR ENDORSEMENT")
    return items


def _conditions(r: random.Random, c: dict) -> list[str]:
    fee = r.choice([50, 60, 75, 80, 90, 100, 120])
    out = [f"A DISCREPANCY FEE OF {c['currency']} {fee}.00 WILL BE DEDUCTED FROM THE PROCEEDS OF EACH PRESENTATION OF DISCREPANT DOCUMENTS",
           "ALL DOCUMENTS MUST INDICATE THIS CREDIT NUMBER AND DATE OF ISSUE",
           "THIRD PARTY DOCUMENTS EXCEPT DRAFTS AND COMMERCIAL INVOICE ARE ACCEPTABLE",
           "DOCUMENTS DATED PRIOR TO THE DATE OF ISSUANCE OF THIS CREDIT ARE ACCEPTABLE",
           "CHARTER PARTY AND SHORT FORM BILLS OF LADING ARE NOT ACCEPTABLE",
           f"IF DOCUMENTS ARE PRESENTED WITH DISCREPANCIES, A HANDLING FEE OF {c['currency']} {r.choice([25, 30, 40])}.00 PLUS SWIFT CHARGES WILL BE COLLECTED",
           "ANY CORRECTION IN DOCUMENTS MUST BE AUTHENTICATED BY THE ISSUER OF THAT DOCUMENT"]
    if c["imp_country"] == "BGD":
        out.insert(0, f"IRC NO. BA-{r.randint(100000, 999999)}, TIN {r.randint(100000000000, 999999999999)} AND BIN {r.randint(100000000, 999999999)}-{r.randint(1000, 9999)} "
                      f"OF THE APPLICANT MUST APPEAR ON ALL DOCUMENTS. LCAF NO. {r.randint(1000000, 9999999)}")
    if c["imp_country"] == "IND":
        out.insert(0, f"IEC CODE OF APPLICANT {r.randint(1000000000, 9999999999)} AND H.S. CODE MUST BE MENTIONED ON INVOICE")
    if c["imp_country"] == "EGY":
        out.insert(0, f"ACI NUMBER {r.randint(10 ** 18, 10 ** 19 - 1)} MUST BE SHOWN ON ALL SHIPPING DOCUMENTS")
    r.shuffle(out)
    return out[: r.randint(2, 5)]


def _lc_number(r: random.Random, a3: str, yy: int) -> str:
    d = r.randint
    if a3 == "CHN":
        return r.choice([f"LC{d(3300, 3399)}{yy:02d}{d(10000, 99999)}", f"{d(100, 999)}LC{yy:02d}{d(1000000, 9999999)}"])
    if a3 == "TUR":
        return r.choice([f"ITH-20{yy}-{d(1000, 99999):05d}", f"{d(1000, 9999)}ILC{yy}{d(10000, 99999)}"])
    if a3 == "IND":
        return r.choice([f"{d(1000, 9999)}ILU{yy}{d(100000, 999999)}", f"ILC{d(100, 999)}{yy}{d(10000, 99999)}"])
    if a3 == "BRA":
        return r.choice([f"IMP{yy}{d(100000, 999999)}", f"CCI-{d(10000, 99999)}/{yy}"])
    if a3 == "EGY":
        return r.choice([f"ILC{yy}/{d(10000, 99999)}", f"{d(100, 999)}IM{yy}{d(10000, 99999)}"])
    if a3 == "VNM":
        return r.choice([f"{d(1000, 9999)}ILS{yy}{d(10000, 99999)}", f"LC{d(100, 999)}{yy}{d(10000, 99999)}VN"])
    if a3 == "BGD":
        return r.choice([f"{d(1000, 9999)}{yy}01{d(100000, 999999)}", f"{d(100, 999)}{yy}04{d(10000, 99999)}"])
    if a3 == "USA":
        return r.choice([f"S{d(100000, 999999)}", f"CTCS-{d(100000, 999999)}", f"IS000{d(1000000, 9999999)}"])
    return r.choice([f"ILC{yy}{d(10000, 99999)}", f"DC{d(100, 999)}{yy}{d(10000, 99999)}", f"{d(10, 99)}{r.choice('ABCDEFGHKMN')}{yy}LC{d(1000, 9999)}",
                     f"TF{d(1000000, 9999999)}", f"ILC/{yy}/{d(1000, 9999):05d}"])


_IMPORTERS = ["GBR", "SGP", "HKG", "ARE", "DEU", "USA", "NLD", "NGA", "KEN", "CHN", "TUR", "IND", "BRA", "EGY", "VNM", "BGD", "MYS"]
_EMERGING = ["CHN", "TUR", "IND", "BRA", "EGY", "VNM", "BGD"]


def _make_credit(r: random.Random, *, imp: str | None = None, kind: str = "commercial", ascii_only: bool = True,
                 form: str | None = None) -> dict:
    """A complete credit. kind: commercial | standby."""
    imp = imp or r.choice(_IMPORTERS)
    # exporter: a country that produces something, not the importer
    for _ in range(50):
        gkind, exporters, factory = r.choice(_GOODS)
        exp_choices = [x for x in exporters if x != imp]
        if exp_choices:
            break
    exp = r.choice(exp_choices)
    c: dict = {"imp_country": imp, "exp_country": exp, "kind": kind, "us": imp == "USA"}
    c["issuing_bank"] = _bank(r, imp)
    c["advising_bank"] = _bank(r, exp if exp in _BANKS else r.choice(["HKG", "SGP", "GBR"]))
    c["currency"] = r.choice(_CCY[imp])
    if kind == "standby":
        c["currency"] = r.choice(["USD", "EUR", c["currency"]])
    mag = r.choice([10_000, 100_000, 100_000, 1_000_000])
    amt = r.randint(25, 990) * mag / 100
    if r.random() < 0.45:
        amt += r.randint(1, 99) / 100 if mag >= 100_000 else r.randint(1, 99)
    c["amount"] = _money(amt)
    yy = r.choice([25, 26, 26])
    issue = date(2000 + yy, r.randint(1, 12), r.randint(1, 28))
    c["issue_date"] = issue
    c["lc_number"] = _lc_number(r, imp, yy)
    c["applicant"] = {"name": _company(r, imp, 35, ascii_only), "address": _addr(r, imp, business=True)}
    c["beneficiary"] = {"name": _company(r, exp, 35, ascii_only), "address": _addr(r, exp, business=True)}
    if ascii_only:
        for p in ("applicant", "beneficiary"):
            c[p]["address"] = _ascii(c[p]["address"]).upper()
            c[p]["name"] = c[p]["name"].upper()
    c["form"] = form or (r.choice(["IRREVOCABLE"] * 4 + ["IRREVOCABLE TRANSFERABLE"]) if kind == "commercial" else "IRREVOCABLE STANDBY")
    if kind == "standby":
        c["rules"] = "ISP LATEST VERSION"
    else:
        c["rules"] = r.choice(["UCP LATEST VERSION"] * 8 + ["EUCP LATEST VERSION"])
    tol = r.choice([None, None, None, (5, 5), (10, 10), (5, 5), (10, 0), (3, 3), (10, 5)])
    if kind == "standby":
        tol = None
    c["tol"] = tol
    c["air"] = kind == "commercial" and gkind in ("electronics", "machinery", "garments") and r.random() < 0.25
    c["incoterm"] = r.choice(["CPT", "CIP", "FCA"] if c["air"] else ["FOB", "CFR", "CIF", "CIF", "CFR", "FOB"])
    lports = _PORTS[exp]
    dports = _PORTS[imp]
    if c["air"]:
        lports = [f"ANY AIRPORT IN {_COUNTRY[exp][0].upper()}", f"{r.choice(lports).split(',')[0]} INTERNATIONAL AIRPORT"]
        dports = [f"{dports[0].split(',')[0]} INTERNATIONAL AIRPORT", f"ANY AIRPORT IN {_COUNTRY[imp][0].upper()}"]
    c["port_loading"] = r.choice(lports)
    c["port_discharge"] = r.choice(dports)
    c["place_receipt"] = None
    c["final_dest"] = None
    if kind == "commercial" and r.random() < 0.2:
        c["place_receipt"] = f"SELLER'S WAREHOUSE, {c['beneficiary']['address'].split(',')[-1].strip().upper()}"
    if kind == "commercial" and r.random() < 0.2:
        c["final_dest"] = f"APPLICANT'S PREMISES, {c['applicant']['address'].split(',')[-1].strip().upper()}"
    c["partial"] = r.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED", "NOT ALLOWED", "CONDITIONAL"])
    c["tranship"] = r.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED", "CONDITIONAL"])
    if kind == "commercial":
        c["latest_ship"] = issue + timedelta(days=r.randint(30, 130))
        c["ship_period"] = None
        if r.random() < 0.1:
            c["ship_period"] = f"SHIPMENT DURING {_MONTHS_EN[c['latest_ship'].month - 1].upper()} {c['latest_ship'].year}"
            c["latest_ship"] = None
        pres = r.choice([21, 21, 15, 10, 14, 7, 30, None])
        c["pres_days"] = pres
        base = c["latest_ship"] or (issue + timedelta(days=r.randint(60, 120)))
        c["expiry_date"] = base + timedelta(days=(pres or 21) + r.choice([0, 0, 5, 10]))
        c["goods_lines"] = factory(r) + [_incoterm_line(r, c["incoterm"], c["port_loading"], c["port_discharge"])]
        c["goods_kind"] = gkind
    else:
        for k in ("partial", "tranship", "port_loading", "port_discharge"):
            c[k] = None
        c["latest_ship"] = None
        c["ship_period"] = None
        c["pres_days"] = None
        c["expiry_date"] = issue + timedelta(days=r.choice([180, 270, 365, 366, 730]))
        contract = f"{r.choice(['SUPPLY CONTRACT', 'SALES AGREEMENT', 'DISTRIBUTION AGREEMENT'])} NO. {r.choice(['SA', 'SC', 'DA'])}-{r.randint(1000, 9999)}/{yy}"
        c["goods_lines"] = [f"STANDBY LETTER OF CREDIT SECURING PAYMENT OBLIGATIONS OF THE APPLICANT FOR THE SUPPLY OF {gkind.upper()}",
                            f"UNDER {contract} DATED {_fd(issue - timedelta(days=r.randint(10, 60)), 'd_mon_y')}"]
        c["goods_kind"] = gkind
    # expiry place: usually in the beneficiary's country
    c["expiry_place"] = r.choice([c["advising_bank"]["city"], _COUNTRY[exp][0].upper(), c["advising_bank"]["city"]])
    if kind == "standby":
        c["expiry_place"] = r.choice([c["issuing_bank"]["city"], c["advising_bank"]["city"]])
    # availability
    opt = r.random()
    adv = c["advising_bank"]
    if kind == "standby":
        c["avail_by"] = "BY PAYMENT"
        c["avail_with"] = r.choice([c["issuing_bank"]["bic"], c["issuing_bank"]["name"]])
    elif opt < 0.45:
        c["avail_by"] = "BY NEGOTIATION"
        c["avail_with"] = "ANY BANK"
    elif opt < 0.6:
        c["avail_by"] = "BY NEGOTIATION"
        c["avail_with"] = adv["bic"]
    elif opt < 0.72:
        c["avail_by"] = "BY PAYMENT"
        c["avail_with"] = r.choice([adv["bic"], adv["name"], c["issuing_bank"]["bic"]])
    elif opt < 0.84:
        c["avail_by"] = "BY DEF PAYMENT"
        c["avail_with"] = r.choice([adv["bic"], adv["name"], "ANY BANK"])
    elif opt < 0.95:
        c["avail_by"] = "BY ACCEPTANCE"
        c["avail_with"] = r.choice([adv["bic"], adv["name"]])
    else:
        c["avail_by"] = "BY MIXED PYMT"
        c["avail_with"] = adv["bic"]
    tenor = r.choice([30, 60, 90, 120, 180])
    c["tenor"] = tenor
    c["drafts"] = None
    c["def_details"] = None
    c["mixed"] = None
    if c["avail_by"] in ("BY NEGOTIATION", "BY PAYMENT") and kind == "commercial" and r.random() < 0.7:
        c["drafts"] = r.choice(["AT SIGHT", "AT SIGHT FOR 100 PCT OF INVOICE VALUE", f"{tenor} DAYS AFTER B/L DATE"])
    elif c["avail_by"] == "BY ACCEPTANCE":
        c["drafts"] = r.choice([f"{tenor} DAYS AFTER SIGHT", f"{tenor} DAYS FROM BILL OF LADING DATE"])
    elif c["avail_by"] == "BY DEF PAYMENT":
        c["def_details"] = r.choice([f"{tenor} DAYS AFTER THE DATE OF SHIPMENT", f"AT {tenor} DAYS FROM THE DATE OF PRESENTATION OF COMPLIANT DOCUMENTS"])
    elif c["avail_by"] == "BY MIXED PYMT":
        p = r.choice([20, 30, 40, 50])
        c["mixed"] = f"{p} PCT OF INVOICE VALUE PAYABLE AT SIGHT AND {100 - p} PCT AT {tenor} DAYS AFTER B/L DATE"
    c["confirmation"] = r.choice(["WITHOUT", "WITHOUT", "WITHOUT", "CONFIRM", "MAY ADD"])
    if kind == "standby":
        c["docs"] = _standby_items(r, c)
    else:
        c["docs"] = _doc_items(r, c)
    c["conditions"] = _conditions(r, c)
    c["charges"] = r.choice([
        f"ALL BANKING CHARGES OUTSIDE {_COUNTRY[imp][0].upper()} ARE FOR THE ACCOUNT OF THE BENEFICIARY",
        "ALL CHARGES OUTSIDE THE ISSUING BANK INCLUDING REIMBURSEMENT CHARGES ARE FOR BENEFICIARY'S ACCOUNT",
        "ISSUING BANK CHARGES FOR APPLICANT, ALL OTHER CHARGES FOR BENEFICIARY",
    ])
    c["reimbursing_bank"] = None
    if c["avail_with"] != c["issuing_bank"]["bic"] and r.random() < 0.4:
        c["reimbursing_bank"] = _bank(r, r.choice(["USA", "DEU", "GBR"]) if c["currency"] != "EUR" else "DEU")
    # distractor amounts
    c["margin_pct"] = r.choice([10, 15, 20, 25, 30, 100])
    c["commission_pct"] = r.choice(["0.125", "0.15", "0.20", "0.25", "0.30"])
    return c


def _lc_truth(c: dict) -> dict:
    tol = c["tol"]
    return {
        "lc_number": c["lc_number"],
        "form_of_credit": c["form"],
        "date_of_issue": c["issue_date"].isoformat(),
        "applicable_rules": c["rules"],
        "expiry_date": c["expiry_date"].isoformat(),
        "expiry_place": c["expiry_place"],
        "applicant": {"name": c["applicant"]["name"], "address": c["applicant"]["address"]},
        "beneficiary": {"name": c["beneficiary"]["name"], "address": c["beneficiary"]["address"]},
        "currency": c["currency"],
        "amount": c["amount"],
        "tolerance_plus_percent": tol[0] if tol else None,
        "tolerance_minus_percent": tol[1] if tol else None,
        "available_with": c["avail_with"],
        "available_by": c["avail_by"],
        "partial_shipments": c["partial"],
        "transhipment": c["tranship"],
        "port_of_loading": c["port_loading"],
        "port_of_discharge": c["port_discharge"],
        "latest_shipment_date": c["latest_ship"].isoformat() if c["latest_ship"] else None,
        "goods_description": " ".join(c["goods_lines"]),
        "documents_required": list(c["docs"]),
        "presentation_period_days": c["pres_days"],
        "confirmation_instructions": c["confirmation"],
    }


# --- list numbering -----------------------------------------------------------------------------

_ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"]
_NUM_STYLES = ["plus", "n_dot", "n_paren", "paren_n", "0n_dot", "alpha_dot", "alpha_paren", "paren_alpha",
               "roman_paren", "roman_dot", "dash", "n_slash", "no_n", "plus_n"]


def _marker(style: str, i: int) -> str:
    n = i + 1
    return {
        "plus": "+", "n_dot": f"{n}.", "n_paren": f"{n})", "paren_n": f"({n})", "0n_dot": f"{n:02d}.",
        "alpha_dot": f"{chr(65 + i)}.", "alpha_paren": f"{chr(97 + i)})", "paren_alpha": f"({chr(97 + i)})",
        "roman_paren": f"({_ROMAN[i]})", "roman_dot": f"{_ROMAN[i].upper()}.", "dash": "-", "n_slash": f"{n}/",
        "no_n": f"NO.{n}", "plus_n": f"+{n}.",
    }[style]


# --- MT700 field list ---------------------------------------------------------------------------

_MT700_NAMES = {
    "27": "Sequence of Total", "40A": "Form of Documentary Credit", "20": "Documentary Credit Number",
    "23": "Reference to Pre-Advice", "31C": "Date of Issue", "40E": "Applicable Rules",
    "31D": "Date and Place of Expiry", "51A": "Applicant Bank", "50": "Applicant", "59": "Beneficiary",
    "32B": "Currency Code, Amount", "39A": "Percentage Credit Amount Tolerance", "39C": "Additional Amounts Covered",
    "41A": "Available With ... By ...", "41D": "Available With ... By ...", "42C": "Drafts at ...", "42A": "Drawee",
    "42M": "Mixed Payment Details", "42P": "Negotiation/Deferred Payment Details", "43P": "Partial Shipments",
    "43T": "Transhipment", "44A": "Place of Taking in Charge/Dispatch from .../Place of Receipt",
    "44E": "Port of Loading/Airport of Departure", "44F": "Port of Discharge/Airport of Destination",
    "44B": "Place of Final Destination/For Transportation to .../Place of Delivery", "44C": "Latest Date of Shipment",
    "44D": "Shipment Period", "45A": "Description of Goods and/or Services", "46A": "Documents Required",
    "47A": "Additional Conditions", "71D": "Charges", "48": "Period for Presentation in Days",
    "49": "Confirmation Instructions", "58A": "Requested Confirmation Party", "53A": "Reimbursing Bank",
    "78": "Instructions to the Paying/Accepting/Negotiating Bank", "57A": "'Advise Through' Bank",
    "72Z": "Sender to Receiver Information", "45B": "Description of Goods and/or Services", "46B": "Documents Required",
    "47B": "Additional Conditions", "49G": "Special Payment Conditions for Beneficiary",
}


def _list_lines(items: list[str], style: str, width: int = 65, indent: str = "", start: int = 0) -> list[str]:
    out = []
    for k, it in enumerate(items):
        m = _marker(style, start + k)
        sep = "" if style in ("plus",) else " "
        lines = _wrap(f"{m}{sep}{it}", width)
        out.append(lines[0])
        out.extend(indent + ln for ln in lines[1:])
    return out


def _presentation_text(r: random.Random, days: int, swift_2018: bool) -> str:
    if swift_2018:
        return r.choice([f"{days}/DAYS AFTER THE DATE OF SHIPMENT", f"{days}/FROM THE DATE OF SHIPMENT", f"{days}/AFTER B/L DATE"])
    return r.choice([f"DOCUMENTS TO BE PRESENTED WITHIN {days} DAYS AFTER THE DATE OF SHIPMENT BUT WITHIN THE VALIDITY OF THE CREDIT",
                     f"WITHIN {days} DAYS AFTER DATE OF SHIPMENT BUT WITHIN CREDIT VALIDITY"])


def _mt700_fields(r: random.Random, c: dict, *, num_style: str | None = None) -> list[tuple[str, list[str]]]:
    """Ordered (tag, content lines) of the MT700 for credit c."""
    f: list[tuple[str, list[str]]] = []
    f.append(("27", ["1/1"]))
    f.append(("40A", [c["form"]]))
    f.append(("20", [c["lc_number"]]))
    f.append(("31C", [_fd(c["issue_date"], "swift")]))
    f.append(("40E", [c["rules"] if c["rules"] != "OTHR" else "OTHR/" + c.get("rules_narr", "SEE FIELD 47A")]))
    f.append(("31D", [_fd(c["expiry_date"], "swift") + c["expiry_place"]]))
    if r.random() < 0.3:
        f.append(("51A", [c["issuing_bank"]["bic"]]))
    f.append(("50", [c["applicant"]["name"]] + _wrap(c["applicant"]["address"], 35)))
    f.append(("59", [c["beneficiary"]["name"]] + _wrap(c["beneficiary"]["address"], 35)))
    f.append(("32B", [c["currency"] + _fa(c["amount"], "swift")]))
    if c["tol"]:
        f.append(("39A", [f"{c['tol'][0]:02d}/{c['tol'][1]:02d}" if r.random() < 0.5 else f"{c['tol'][0]}/{c['tol'][1]}"]))
    if c["avail_with"] == "ANY BANK" or not re.fullmatch(r"[A-Z0-9]{8,11}", c["avail_with"]):
        f.append(("41D", [c["avail_with"], c["avail_by"]]))
    else:
        f.append(("41A", [c["avail_with"], c["avail_by"]]))
    if c["drafts"]:
        f.append(("42C", [c["drafts"]]))
        f.append(("42A", [c["issuing_bank"]["bic"] if r.random() < 0.7 else c["advising_bank"]["bic"]]))
    if c["mixed"]:
        f.append(("42M", _wrap(c["mixed"], 35)))
    if c["def_details"]:
        f.append(("42P", _wrap(c["def_details"], 35)))
    if c["partial"]:
        f.append(("43P", [c["partial"]]))
    if c["tranship"]:
        f.append(("43T", [c["tranship"]]))
    if c["place_receipt"]:
        f.append(("44A", [c["place_receipt"]]))
    if c["port_loading"]:
        f.append(("44E", [c["port_loading"]]))
    if c["port_discharge"]:
        f.append(("44F", [c["port_discharge"]]))
    if c["final_dest"]:
        f.append(("44B", [c["final_dest"]]))
    if c["latest_ship"]:
        f.append(("44C", [_fd(c["latest_ship"], "swift")]))
    if c["ship_period"]:
        f.append(("44D", [c["ship_period"]]))
    glines = []
    for gl in c["goods_lines"]:
        glines.extend(_wrap(gl, 65))
    f.append(("45A", glines))
    style = num_style or r.choice(_NUM_STYLES)
    f.append(("46A", _list_lines(c["docs"], style, 65, indent=r.choice(["", "", "   "]))))
    cst = r.choice(["plus", "n_dot", "n_paren", "dash"])
    f.append(("47A", _list_lines(c["conditions"], cst, 65)))
    f.append(("71D", _wrap(c["charges"], 35)))
    if c["pres_days"] is not None:
        f.append(("48", _wrap(_presentation_text(r, c["pres_days"], r.random() < 0.6), 65)))
    f.append(("49", [c["confirmation"]]))
    if c["confirmation"] != "WITHOUT":
        f.append(("58A", [c["advising_bank"]["bic"]]))
    if c["reimbursing_bank"]:
        f.append(("53A", [c["reimbursing_bank"]["bic"]]))
    f.append(("78", _wrap(r.choice([
        "UPON RECEIPT OF COMPLIANT DOCUMENTS AT OUR COUNTERS WE SHALL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS.",
        "DOCUMENTS TO BE FORWARDED TO US IN ONE LOT BY COURIER. REIMBURSEMENT WILL BE EFFECTED AT MATURITY AS INSTRUCTED.",
        f"NEGOTIATING BANK MUST ENDORSE EACH DRAWING ON THE REVERSE OF THE ORIGINAL CREDIT. DOCUMENTS TO BE SENT TO {c['issuing_bank']['street']}.",
    ]), 65)))
    if r.random() < 0.5:
        f.append(("57A", [_bank(r, c["exp_country"] if c["exp_country"] in _BANKS else "HKG")["bic"]]))
    if r.random() < 0.5:
        f.append(("72Z", _wrap(r.choice(["KINDLY ACKNOWLEDGE RECEIPT.", "THIS IS THE OPERATIVE INSTRUMENT. NO MAIL CONFIRMATION WILL FOLLOW.",
                                          "PLEASE ADVISE THE BENEFICIARY WITHOUT DELAY."]), 35)))
    return f


# ---------------------------------------------------------------------------------------------
# HTML scaffolding
# ---------------------------------------------------------------------------------------------

_FONTS = {"sans": "'DejaVu Sans', sans-serif", "serif": "'DejaVu Serif', serif", "mono": "'DejaVu Sans Mono', monospace",
          "cond": "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif"}


_PB = '<div class="pb"></div>'


def _paginate(body: str, foot: str | None, cont: str | None) -> str:
    """Per-page footers ('Page k of n') and continuation headers at the explicit page breaks."""
    if not foot and not cont:
        return body
    parts = body.split(_PB)
    n = len(parts)
    out = []
    for k, part in enumerate(parts):
        if k and cont:
            part = f"<div class=\"small\" style=\"border-bottom:0.5pt solid #999;margin-bottom:6px\">{_e(cont)} (continued)</div>" + part
        if foot:
            part += f"<div class=\"foot\">{_e(foot)} &nbsp;&middot;&nbsp; Page {k + 1} of {n}</div>"
        out.append(part)
    return _PB.join(out)


def _form_code(r: random.Random, prefix: str) -> str:
    return r.choice([f"Form {prefix}-{r.randint(1, 40):02d} (rev. {r.randint(1, 12):02d}/{r.randint(2019, 2025)})",
                     f"{prefix}/{r.choice(['F', 'FRM', 'OPS'])}/{r.randint(100, 999)} v{r.randint(1, 6)}.{r.randint(0, 9)}",
                     f"{prefix}{r.randint(1000, 9999)} {r.choice(['E', 'EN', 'B'])} {r.choice(['01', '02', '03'])}.{r.randint(19, 25)}"])


def _page(body: str, *, font: str = "sans", size: float = 9.5, margin: str = "14mm 15mm", extra_css: str = "",
          title: str = "document", foot: str | None = None, cont: str | None = None) -> str:
    body = _paginate(body, foot, cont)
    css = f"""
@page {{ size: A4; margin: {margin}; }}
* {{ box-sizing: border-box; }}
body {{ font-family: {_FONTS[font]}; font-size: {size}pt; color: #111; margin: 0; line-height: 1.28; }}
h1 {{ font-size: 14pt; margin: 4px 0 6px 0; }} h2 {{ font-size: 11.5pt; margin: 10px 0 4px 0; }}
h3 {{ font-size: 10pt; margin: 8px 0 3px 0; }}
table {{ border-collapse: collapse; }}
td, th {{ vertical-align: top; text-align: left; padding: 2px 5px; }}
.grid td, .grid th {{ border: 0.6pt solid #555; }}
.small {{ font-size: 7.5pt; color: #333; }} .tiny {{ font-size: 6.8pt; color: #444; }}
.cap {{ font-size: 7pt; color: #444; display: block; text-transform: none; }}
.box {{ border: 0.8pt solid #333; padding: 4px 6px; margin: 4px 0; }}
.pb {{ page-break-before: always; }}
.nobr {{ page-break-inside: avoid; }}
pre {{ font-family: {_FONTS['mono']}; font-size: 8.6pt; line-height: 1.22; margin: 0; white-space: pre; }}
.lead {{ display: flex; }} .lead .l {{ white-space: nowrap; }} .lead .d {{ flex: 1; border-bottom: 1px dotted #777; margin: 0 4px 3px 4px; }}
.right {{ text-align: right; }} .center {{ text-align: center; }}
.hdr {{ border-bottom: 1.2pt solid #222; padding-bottom: 4px; margin-bottom: 8px; }}
.foot {{ border-top: 0.6pt solid #777; margin-top: 10px; padding-top: 3px; font-size: 7pt; color: #555; }}
.item {{ display: flex; margin: 2px 0; }} .item .m {{ min-width: 30px; }} .item .t {{ flex: 1; }}
{extra_css}
"""
    safe_title = title.replace("&", "&amp;").replace("<", "&lt;")
    return f"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{safe_title}</title><style>{css}</style></head><body>{body}</body></html>"


def _kv(label: str, value: str, style: str, *, lw: str = "38%") -> str:
    """One label/value pair. value is already HTML."""
    if style == "colon":
        return f"<div style=\"margin:2px 0\"><b>{_e(label)}:</b> {value}</div>"
    if style == "leader":
        return f"<div class=\"lead\"><span class=\"l\">{_e(label)}</span><span class=\"d\"></span><span>{value}</span></div>"
    if style == "below":
        return f"<div class=\"box\" style=\"margin:3px 0\"><span class=\"cap\">{_e(label)}</span>{value}</div>"
    if style == "row":
        return f"<tr><th style=\"width:{lw}\">{_e(label)}</th><td>{value}</td></tr>"
    if style == "tab":
        return f"<div style=\"display:flex;margin:2px 0\"><div style=\"width:{lw};color:#333\">{_e(label)}</div><div style=\"flex:1\">{value}</div></div>"
    raise ValueError(style)


def _kvs(pairs: list[tuple[str, str]], style: str, *, lw: str = "38%", grid: bool = True) -> str:
    rows = "".join(_kv(l, v, style, lw=lw) for l, v in pairs)
    if style == "row":
        return f"<table class=\"{'grid' if grid else ''}\" style=\"width:100%\">{rows}</table>"
    return rows


def _lines_html(lines: list[str]) -> str:
    return "<br>".join(_e(x) for x in lines)


def _addr_html(r: random.Random, addr: str, width: int | None = None) -> str:
    """An address on one line or broken at commas (the folded text stays the canonical string)."""
    mode = r.random()
    if mode < 0.35:
        return _e(addr)
    if mode < 0.75:
        parts = [p.strip() for p in addr.split(",")]
        lines = [p + "," for p in parts[:-1]] + [parts[-1]]
        return "<br>".join(_e(x) for x in lines)
    return _lines_html(_wrap(addr, width or r.choice([28, 34, 40])))


def _items_html(items: list[str], style: str, *, gap: str = "2px") -> str:
    out = []
    for i, it in enumerate(items):
        m = _marker(style, i)
        out.append(f"<div class=\"item\" style=\"margin:{gap} 0\"><div class=\"m\">{_e(m)}</div><div class=\"t\">{_e(it)}</div></div>")
    return "".join(out)


_SANCTIONS = [
    "We are not liable for any delay or failure to perform our obligations where such delay or failure arises from our compliance with any sanctions laws or regulations applicable to us, including those of the United Nations, the European Union, the United Kingdom and the United States of America.",
    "Documents presented under this credit involving any vessel, port, country or party subject to sanctions may be refused and held at the presenter's risk and disposal.",
    "This message has been checked against applicable embargo and sanctions lists. The bank reserves the right to request further information on any party, vessel or goods before effecting payment.",
]

_APPLICATION_TERMS = [
    "The Applicant agrees to reimburse the Bank on demand for all amounts paid by the Bank under the Credit together with interest, commission and all charges and expenses incurred by the Bank or its correspondents.",
    "The Bank and its correspondents may accept documents which appear on their face to comply with the terms of the Credit and shall not be responsible for the form, sufficiency, accuracy, genuineness or legal effect of any document.",
    "The Applicant grants the Bank a security interest and pledge over all goods, documents of title and proceeds relating to the Credit until all liabilities of the Applicant have been discharged in full.",
    "Any amendment to the Credit requested by the Applicant shall be subject to these terms. The Bank may refuse any amendment at its discretion.",
    "The Applicant shall insure the goods against all risks for not less than 110 percent of their value where the terms of sale do not require the Beneficiary to insure, and shall assign the policy to the Bank on request.",
    "The Bank may debit any account of the Applicant with all sums due. A margin deposit held by the Bank shall not bear interest unless agreed in writing.",
    "The Bank shall not be liable for any loss arising from delay or loss in transit of any message, letter or document, or from errors in translation or interpretation of technical terms.",
    "The Applicant represents that the transaction does not involve any person, entity, vessel or jurisdiction that is the target of sanctions and that all import licences and exchange control approvals have been obtained.",
    "These terms are governed by the laws of the country in which the issuing branch is located, and the Applicant submits to the non-exclusive jurisdiction of its courts.",
    "Where the Credit is subject to the Uniform Customs and Practice for Documentary Credits (UCP 600) or the International Standby Practices (ISP98), those rules shall apply except as expressly modified herein.",
]


def _para(items: list[str], cls: str = "small") -> str:
    return "".join(f"<p class=\"{cls}\" style=\"margin:3px 0;text-align:justify\">{_e(t)}</p>" for t in items)


def _numbered_terms(r: random.Random, items: list[str]) -> str:
    return "".join(f"<p class=\"small\" style=\"margin:3px 0;text-align:justify\"><b>{k + 1}.</b> {_e(t)}</p>" for k, t in enumerate(items))


_ACRONYMS = {"HSBC", "UK", "DBS", "KCB", "ING", "ABN", "AMRO", "QNB", "BRAC", "PLC", "PJSC", "PSC", "N.A.", "AG", "S.A.", "S.A.E.",
             "A.S.", "T.A.S.", "S.P.A.", "N.V.", "LTD.", "(BRASIL)", "(EGYPT)", "(HONG", "KONG)"}


def _nice_name(name: str) -> str:
    out = []
    for k, w in enumerate(name.split(" ")):
        if w in _ACRONYMS and w not in ("LTD.", "(HONG", "KONG)", "(BRASIL)", "(EGYPT)"):
            out.append(w)
        elif k and w in ("OF", "AND", "FOR", "THE", "DE", "DO"):
            out.append(w.lower())
        else:
            out.append(w.capitalize() if not w.startswith("(") else "(" + w[1:].capitalize())
    return " ".join(out)


def _bank_letterhead(r: random.Random, bank: dict, dept: str | None = None, style: int | None = None) -> str:
    style = r.randint(0, 2) if style is None else style
    tel = f"+{r.randint(20, 99)} {r.randint(10, 99)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}"
    dept = dept or r.choice(["Trade Finance Operations", "Trade Services", "Global Trade and Receivables Finance",
                             "Import Documentary Credits", "Trade Operations Centre"])
    name = _nice_name(bank["name"]) if r.random() < 0.4 else bank["name"]
    if style == 0:
        return (f"<div class=\"hdr\"><div style=\"font-size:15pt;font-weight:bold\">{_e(name)}</div>"
                f"<div class=\"small\">{_e(dept)} &middot; {_e(bank['street'])} &middot; SWIFT {_e(bank['bic'][:8])} &middot; Tel {tel}</div></div>")
    if style == 1:
        return (f"<table style=\"width:100%\" class=\"hdr\"><tr><td><div style=\"font-size:13pt;font-weight:bold;letter-spacing:1px\">{_e(name)}</div>"
                f"<div class=\"small\">{_e(dept)}</div></td><td class=\"right small\">{_e(bank['street'])}<br>SWIFT/BIC: {_e(bank['bic'])}<br>Telephone {tel}</td></tr></table>")
    return (f"<div class=\"center hdr\"><div style=\"font-size:14pt;font-weight:bold\">{_e(name)}</div>"
            f"<div class=\"small\">{_e(bank['street'])}</div><div class=\"small\">{_e(dept)} | BIC {_e(bank['bic'])}</div></div>")


def _ds(r: random.Random, us: bool) -> str:
    return r.choice(_DATE_STYLES_US if us else _DATE_STYLES_INTL)


# ---------------------------------------------------------------------------------------------
# SWIFT printing
# ---------------------------------------------------------------------------------------------

_NAMES_TR = {"27": "Sıra Numarası", "40A": "Akreditif Şekli", "20": "Akreditif Numarası", "31C": "Düzenleme Tarihi",
             "40E": "Uygulanacak Kurallar", "31D": "Son Geçerlilik Tarihi ve Yeri", "51A": "Amir Banka", "50": "Amir (Alıcı)",
             "59": "Lehdar", "32B": "Döviz Cinsi ve Tutar", "39A": "Tutar Toleransı", "41A": "Kullanılabileceği Banka / Şekli",
             "41D": "Kullanılabileceği Banka / Şekli", "42C": "Poliçe Vadesi", "42A": "Muhatap", "42M": "Karma Ödeme Detayı",
             "42P": "Vadeli Ödeme Detayı", "43P": "Kısmi Yükleme", "43T": "Aktarma", "44A": "Teslim Alma Yeri",
             "44E": "Yükleme Limanı", "44F": "Boşaltma Limanı", "44B": "Nihai Varış Yeri", "44C": "Son Yükleme Tarihi",
             "44D": "Yükleme Dönemi", "45A": "Mal Tanımı", "46A": "İstenen Belgeler", "47A": "Ek Şartlar", "71D": "Masraflar",
             "48": "İbraz Süresi", "49": "Teyit Talimatı", "58A": "Teyit Bankası", "53A": "Rambursman Bankası",
             "78": "Ödeme/Kabul/İştira Bankasına Talimat", "57A": "Aracı Banka", "72Z": "Gönderenden Alıcıya Bilgi"}
_NAMES_PT = {"27": "Sequência", "40A": "Forma do Crédito", "20": "Número do Crédito", "31C": "Data de Emissão",
             "40E": "Regras Aplicáveis", "31D": "Data e Local de Validade", "51A": "Banco do Ordenante", "50": "Ordenante",
             "59": "Beneficiário", "32B": "Moeda e Valor", "39A": "Tolerância", "41A": "Disponível com ... por ...",
             "41D": "Disponível com ... por ...", "42C": "Saques a", "42A": "Sacado", "42M": "Detalhes de Pagamento Misto",
             "42P": "Detalhes de Pagamento Diferido", "43P": "Embarques Parciais", "43T": "Transbordo", "44A": "Local de Recebimento",
             "44E": "Porto de Embarque", "44F": "Porto de Destino", "44B": "Destino Final", "44C": "Data Limite de Embarque",
             "44D": "Período de Embarque", "45A": "Descrição das Mercadorias", "46A": "Documentos Exigidos",
             "47A": "Condições Adicionais", "71D": "Despesas", "48": "Prazo de Apresentação", "49": "Instruções de Confirmação",
             "58A": "Banco Confirmador Solicitado", "53A": "Banco Reembolsador", "78": "Instruções ao Banco Pagador/Negociador",
             "57A": "Banco Avisador Intermediário", "72Z": "Informações ao Destinatário"}
_NAMES_VN = {"27": "Số thứ tự", "40A": "Hình thức thư tín dụng", "20": "Số thư tín dụng", "31C": "Ngày phát hành",
             "40E": "Quy tắc áp dụng", "31D": "Ngày và nơi hết hạn", "51A": "Ngân hàng của người yêu cầu", "50": "Người yêu cầu",
             "59": "Người thụ hưởng", "32B": "Loại tiền, số tiền", "39A": "Dung sai số tiền", "41A": "Có giá trị tại ... bằng ...",
             "41D": "Có giá trị tại ... bằng ...", "42C": "Hối phiếu", "42A": "Người trả tiền hối phiếu", "42M": "Chi tiết thanh toán hỗn hợp",
             "42P": "Chi tiết thanh toán trả chậm", "43P": "Giao hàng từng phần", "43T": "Chuyển tải", "44A": "Nơi nhận hàng",
             "44E": "Cảng xếp hàng", "44F": "Cảng dỡ hàng", "44B": "Nơi đến cuối cùng", "44C": "Ngày giao hàng chậm nhất",
             "44D": "Thời hạn giao hàng", "45A": "Mô tả hàng hóa", "46A": "Chứng từ yêu cầu", "47A": "Điều kiện bổ sung",
             "71D": "Phí", "48": "Thời hạn xuất trình", "49": "Chỉ thị xác nhận", "58A": "Ngân hàng xác nhận",
             "53A": "Ngân hàng hoàn trả", "78": "Chỉ thị cho ngân hàng thanh toán", "57A": "Ngân hàng thông báo thứ hai",
             "72Z": "Thông tin gửi ngân hàng nhận"}


def _fname(tag: str, lang: str) -> str:
    en = _MT700_NAMES.get(tag, tag)
    if lang == "en":
        return en
    if lang == "EN":
        return en.upper()
    table = {"tr": _NAMES_TR, "pt": _NAMES_PT, "vn": _NAMES_VN}.get(lang)
    if table:
        return f"{table.get(tag, en)} / {en}"
    return en


def _bic_country(bic: str) -> str:
    return bic[4:6]


def _swift_alliance(r: random.Random, fields, mt: str, sender: dict, receiver: dict, *, lang: str = "en",
                    when: date | None = None, ftag: bool | None = None) -> str:
    """SWIFT Alliance Access style print of one message."""
    when = when or date(2026, 1, 1)
    w = 70
    def bar(t):
        pad = max(2, (w - len(t) - 2) // 2)
        return "-" * pad + " " + t + " " + "-" * (w - pad - len(t) - 2)
    ftag = r.random() < 0.3 if ftag is None else ftag
    mtname = {"700": "Issue of a Documentary Credit", "701": "Issue of a Documentary Credit (continuation)",
              "720": "Transfer of a Documentary Credit"}[mt]
    sess = f"{r.randint(1000, 9999)}{r.randint(100000, 999999)}"
    hhmm = f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}"
    ymd = _fd(when, "swift")
    out = [bar("Instance Type and Transmission"),
           r.choice(["Original received from SWIFT", "Copy received from SWIFT", "Notification (Transmission) of Original sent to SWIFT (ACK)"]),
           "Priority/Delivery : Normal",
           f"Message Output Reference : {hhmm} {ymd}{receiver['bic'][:8]}A{receiver['bic'][8:]}{sess}",
           f"Correspondent Input Reference : {hhmm} {ymd}{sender['bic'][:8]}A{sender['bic'][8:]}{sess[::-1]}",
           bar("Message Header"),
           f"Swift Output : FIN {mt} {mtname}",
           f"Sender : {sender['bic']}",
           f"         {sender['name'][:60]}",
           f"         {sender['city']} {_bic_country(sender['bic'])}",
           f"Receiver : {receiver['bic']}",
           f"           {receiver['name'][:60]}",
           f"           {receiver['city']} {_bic_country(receiver['bic'])}",
           f"MUR : {r.choice(['TF', 'DC', 'LC'])}{r.randint(10 ** 9, 10 ** 10 - 1)}",
           bar("Message Text")]
    for tag, lines in fields:
        name = _fname(tag, lang)
        out.append(f"{'F' if ftag else ''}{tag}: {name}")
        for ln in lines:
            out.append("     " + ln)
    out += [bar("Message Trailer"),
            f"{{MAC:{r.randint(10 ** 7, 10 ** 8 - 1):08X}}}{{CHK:{r.randint(16 ** 11, 16 ** 12 - 1):012X}}}",
            r.choice(["PKI Signature: MAC-Equivalent", "{DLM:}", "PKI Signature: MAC-Equivalent {TNG:}"])]
    return "<pre>" + _e("\n".join(out)) + "</pre>"


def _swift_raw(r: random.Random, fields, mt: str, sender: dict, receiver: dict, *, when: date | None = None) -> str:
    when = when or date(2026, 1, 1)
    ymd = _fd(when, "swift")
    hhmm = f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}"
    h = (f"{{1:F01{receiver['bic'][:8]}A{receiver['bic'][8:]}{r.randint(1000, 9999)}{r.randint(100000, 999999)}}}"
         f"{{2:O{mt}{hhmm}{ymd}{sender['bic'][:8]}A{sender['bic'][8:]}{r.randint(1000, 9999)}{r.randint(100000, 999999)}{ymd}{hhmm}N}}"
         f"{{3:{{108:{r.choice(['TF', 'LC', ''])}{r.randint(10 ** 7, 10 ** 8 - 1)}}}}}{{4:")
    out = [h]
    for tag, lines in fields:
        out.append(f":{tag}:{lines[0]}")
        out.extend(lines[1:])
    out.append(f"-}}{{5:{{CHK:{r.randint(16 ** 11, 16 ** 12 - 1):012X}}}}}")
    return "<pre>" + _e("\n".join(out)) + "</pre>"


def _swift_beside(r: random.Random, fields, *, lang: str = "en", width: int | None = None) -> str:
    """Tag and field name on the left, content beside them (continuation lines aligned)."""
    width = width or r.choice([34, 38, 44])
    sep = r.choice([" : ", "  ", ": "])
    out = []
    for tag, lines in fields:
        name = _fname(tag, lang)
        left = f":{tag}:" + " " * max(1, 6 - len(tag)) + name
        if len(left) > width:
            out.append(left)
            left = ""
        out.append(left.ljust(width) + sep + lines[0])
        for ln in lines[1:]:
            out.append(" " * (width + len(sep)) + ln)
    return "<pre style=\"font-size:7.9pt\">" + _e("\n".join(out)) + "</pre>"


def _swift_table(r: random.Random, fields, *, lang: str = "en") -> str:
    rows = []
    for tag, lines in fields:
        rows.append(f"<tr><td style=\"width:9%;font-family:{_FONTS['mono']}\">{_e(tag)}</td><td style=\"width:27%\">{_e(_fname(tag, lang))}</td>"
                    f"<td style=\"font-family:{_FONTS['mono']};font-size:8.3pt\">{_lines_html(lines)}</td></tr>")
    return f"<table class=\"grid\" style=\"width:100%\"><tr><th>Tag</th><th>Field</th><th>Content</th></tr>{''.join(rows)}</table>"


def _split_701(r: random.Random, fields, mode: str, c: dict, num_style: str):
    """Move 45A/46A/47A overflow into MT701 continuation messages; returns (mt700 fields, [mt701 fields...])."""
    lc = next(lines for tag, lines in fields if tag == "20")
    get = {tag: lines for tag, lines in fields}
    base = [(t, l) for t, l in fields if t not in ("45A", "46A", "47A")]
    first: list = []
    conts: list[list] = []
    if mode == "docs_conds":
        first = [("45A", get["45A"])]
        conts = [[("46A", get["46A"]), ("47A", get["47A"])]]
    elif mode == "all":
        conts = [[("45A", get["45A"]), ("46A", get["46A"]), ("47A", get["47A"])]]
    elif mode == "split_docs":
        items = c["docs"]
        cut = max(1, len(items) // 2)
        first = [("45A", get["45A"]), ("46A", _list_lines(items[:cut], num_style, 65))]
        rest = items[cut:]
        conts = [([("46A", _list_lines(rest, num_style, 65, start=cut))] if rest else []) + [("47A", get["47A"])]]
    else:  # three
        conts = [[("45A", get["45A"]), ("46A", get["46A"])], [("47A", get["47A"])]]
    total = 1 + len(conts)
    idx = next((k for k, (t, _) in enumerate(base) if t == "71D"), len(base))
    m700 = base[:idx] + first + base[idx:]
    m700 = [("27", [f"1/{total}"]) if t == "27" else (t, l) for t, l in m700]
    m701s = []
    for k, part in enumerate(conts):
        m701s.append([("27", [f"{k + 2}/{total}"]), ("20", lc)] + part)
    return m700, m701s


# ---------------------------------------------------------------------------------------------
# documentary credits: value wordings used in letters and forms
# ---------------------------------------------------------------------------------------------

_LC_LABELS = {
    "lc": ["Credit number", "L/C No.", "Documentary Credit No.", "DC Number", "Credit Ref.", "LC Number"],
    "issue": ["Date of issue", "Issue date", "Issued on", "Date of issuance"],
    "form": ["Form of credit", "Type of credit", "Form of documentary credit", "Credit type"],
    "rules": ["Applicable rules", "Subject to", "Rules applicable", "Governing rules"],
    "expiry": ["Expiry date and place", "Date and place of expiry", "Validity (date / place)", "Expiry"],
    "applicant": ["Applicant", "Applicant (Buyer)", "Accountee", "Importer / Applicant", "Opener"],
    "beneficiary": ["Beneficiary", "Beneficiary (Seller)", "In favour of", "Exporter / Beneficiary"],
    "amount": ["Amount", "Credit amount", "Currency and amount", "Maximum credit amount"],
    "tol": ["Tolerance", "Amount tolerance", "Percentage credit amount tolerance", "More or less"],
    "avail": ["Available with / by", "Availability", "Credit available", "Available with ... by ..."],
    "drafts": ["Drafts at", "Tenor of drafts", "Usance"],
    "partial": ["Partial shipments", "Partial shipment", "Part shipments"],
    "tranship": ["Transhipment", "Transshipment", "Trans-shipment"],
    "receipt": ["Place of receipt", "Place of taking in charge"],
    "pol": ["Port of loading", "Port of loading / Airport of departure", "Shipment from", "Loading port"],
    "pod": ["Port of discharge", "Port of discharge / Airport of destination", "Shipment to", "Discharge port"],
    "final": ["Final destination", "Place of final destination"],
    "lsd": ["Latest shipment date", "Latest date of shipment", "Shipment not later than", "Last date for shipment"],
    "period": ["Shipment period"],
    "goods": ["Description of goods", "Goods", "Description of goods and/or services", "Merchandise"],
    "docs": ["Documents required", "Required documents", "Documents to be presented", "Documents"],
    "cond": ["Additional conditions", "Special conditions", "Other terms and conditions"],
    "charges": ["Charges", "Bank charges", "Commissions and charges"],
    "pres": ["Presentation period", "Period for presentation", "Documents must be presented"],
    "confirm": ["Confirmation instructions", "Confirmation", "Confirmation instruction"],
}


def _lab(r: random.Random, key: str) -> str:
    return r.choice(_LC_LABELS[key])


def _v_form(r: random.Random, form: str) -> str:
    return r.choice({"IRREVOCABLE": ["IRREVOCABLE", "Irrevocable", "Irrevocable"],
                     "IRREVOCABLE TRANSFERABLE": ["IRREVOCABLE TRANSFERABLE", "Irrevocable Transferable", "Irrevocable transferable"],
                     "IRREVOCABLE STANDBY": ["IRREVOCABLE STANDBY", "Irrevocable Standby"]}[form])


def _v_rules(r: random.Random, rules: str) -> str:
    return r.choice({"UCP LATEST VERSION": ["UCP LATEST VERSION", "UCP 600", "Uniform Customs and Practice for Documentary Credits, 2007 Revision, ICC Publication No. 600", "ICC UCP 600 (latest version)"],
                     "EUCP LATEST VERSION": ["EUCP LATEST VERSION", "eUCP Version 2.1 (supplement to UCP 600)", "eUCP 2.1 together with UCP 600"],
                     "ISP LATEST VERSION": ["ISP LATEST VERSION", "ISP98", "International Standby Practices 1998 (ISP98), ICC Publication No. 590"],
                     "OTHR": ["OTHR"]}[rules])


def _v_amount(r: random.Random, ccy: str, amt: float, astyle: str, words: bool | None = None) -> str:
    fa = _fa(amt, astyle)
    core = r.choice([f"{ccy} {fa}", f"{ccy} {fa}", f"{fa} {ccy}"])
    if words if words is not None else r.random() < 0.4:
        core += f" ({_amount_words(ccy, amt)})"
    return _e(core)


def _v_tol(r: random.Random, tol) -> str | None:
    if not tol:
        return r.choice([None, None, "—", "Not applicable", "N/A"])
    p, m = tol
    if p == m:
        return r.choice([f"+/- {p}%", f"{p} percent more or less", f"{p:02d}/{m:02d}", f"plus/minus {p} pct"])
    return r.choice([f"+{p}% / -{m}%", f"plus {p} percent, minus {m} percent", f"{p:02d}/{m:02d}"])


_BY_WORDS = {"BY PAYMENT": ["by payment", "by sight payment", "BY PAYMENT"], "BY ACCEPTANCE": ["by acceptance", "BY ACCEPTANCE"],
             "BY NEGOTIATION": ["by negotiation", "BY NEGOTIATION"], "BY DEF PAYMENT": ["by deferred payment", "BY DEF PAYMENT"],
             "BY MIXED PYMT": ["by mixed payment", "BY MIXED PYMT"]}


def _v_with(c: dict, r: random.Random) -> str:
    return r.choice(["any bank", "ANY BANK"]) if c["avail_with"] == "ANY BANK" else c["avail_with"]


def _v_avail(r: random.Random, c: dict) -> str:
    by = r.choice(_BY_WORDS[c["avail_by"]])
    w = _v_with(c, r)
    extra = ""
    if c["def_details"]:
        extra = f", {c['def_details'].lower() if r.random() < 0.5 else c['def_details']}"
    elif c["mixed"]:
        extra = f" ({c['mixed']})"
    return _e(r.choice([f"with {w} {by}{extra}", f"{w} / {by.upper()}{extra}", f"Available with {w} {by}{extra}"]))


def _v_ship(r: random.Random, v: str | None) -> str | None:
    if v is None:
        return None
    return r.choice({"ALLOWED": ["Allowed", "Permitted", "ALLOWED"], "NOT ALLOWED": ["Not allowed", "Prohibited", "NOT ALLOWED", "Not permitted"],
                     "CONDITIONAL": ["Conditional", "CONDITIONAL (see additional conditions)"]}[v])


def _v_pres(r: random.Random, d: int | None) -> str | None:
    if d is None:
        return None
    return r.choice([f"Within {d} days after the date of shipment but within the validity of the credit",
                     f"{d} days after shipment date", f"{d} DAYS FROM THE DATE OF THE TRANSPORT DOCUMENT", f"{d} days"])


def _v_confirm(r: random.Random, v: str) -> str:
    return r.choice({"CONFIRM": ["CONFIRM", "Confirm", "Advising bank is requested to add its confirmation"],
                     "MAY ADD": ["MAY ADD", "May add", "Advising bank may add its confirmation at the request and cost of the beneficiary"],
                     "WITHOUT": ["WITHOUT", "Without", "Without confirmation", "Not to be confirmed by the advising bank"]}[v])


def _credit_pairs(r: random.Random, c: dict, *, ds: str, astyle: str, num_style: str, include_id: bool = True,
                  omit_empty: bool | None = None) -> list[tuple[str, str]]:
    """Label/value (HTML) pairs giving the full terms of credit c in letter wording."""
    omit = r.random() < 0.5 if omit_empty is None else omit_empty
    blank = r.choice(["—", "N/A", "", "-"])
    P: list[tuple[str, str | None]] = []
    if include_id:
        P.append((_lab(r, "lc"), _e(c["lc_number"])))
        P.append((_lab(r, "issue"), _e(_fd(c["issue_date"], ds))))
    P.append((_lab(r, "form"), _e(_v_form(r, c["form"]))))
    P.append((_lab(r, "rules"), _e(_v_rules(r, c["rules"]))))
    exp = _fd(c["expiry_date"], ds)
    P.append((_lab(r, "expiry"), _e(r.choice([f"{exp} at {c['expiry_place']}", f"{exp} in {c['expiry_place']}", f"{exp} / {c['expiry_place']}"]))))
    P.append((_lab(r, "applicant"), f"{_e(c['applicant']['name'])}<br>{_addr_html(r, c['applicant']['address'])}"))
    P.append((_lab(r, "beneficiary"), f"{_e(c['beneficiary']['name'])}<br>{_addr_html(r, c['beneficiary']['address'])}"))
    P.append((_lab(r, "amount"), _v_amount(r, c["currency"], c["amount"], astyle)))
    tv = _v_tol(r, c["tol"])
    if tv is not None or not omit:
        P.append((_lab(r, "tol"), _e(tv if tv is not None else blank)))
    if r.random() < 0.5:
        P.append(("Available with", _e(_v_with(c, r))))
        by = r.choice(_BY_WORDS[c["avail_by"]])
        P.append(("Available by", _e(by + (f" - {c['def_details']}" if c["def_details"] else "") + (f" - {c['mixed']}" if c["mixed"] else ""))))
    else:
        P.append((_lab(r, "avail"), _v_avail(r, c)))
    if c["drafts"]:
        P.append((_lab(r, "drafts"), _e(c["drafts"])))
    for key, val in (("partial", _v_ship(r, c["partial"])), ("tranship", _v_ship(r, c["tranship"]))):
        if val is not None or not omit:
            P.append((_lab(r, key), _e(val if val is not None else blank)))
    if c["place_receipt"]:
        P.append((_lab(r, "receipt"), _e(c["place_receipt"])))
    for key, val in (("pol", c["port_loading"]), ("pod", c["port_discharge"])):
        if val is not None or not omit:
            P.append((_lab(r, key), _e(val if val is not None else blank)))
    if c["final_dest"]:
        P.append((_lab(r, "final"), _e(c["final_dest"])))
    if c["latest_ship"]:
        P.append((_lab(r, "lsd"), _e(_fd(c["latest_ship"], ds))))
    elif c["ship_period"]:
        P.append((_lab(r, "period"), _e(c["ship_period"])))
    elif not omit:
        P.append((_lab(r, "lsd"), _e(blank)))
    P.append((_lab(r, "goods"), _lines_html(c["goods_lines"])))
    P.append((_lab(r, "docs"), _items_html(c["docs"], num_style)))
    P.append((_lab(r, "cond"), _items_html(c["conditions"], r.choice(["n_dot", "plus", "dash", "paren_n"]))))
    P.append((_lab(r, "charges"), _e(c["charges"])))
    pv = _v_pres(r, c["pres_days"])
    if pv is not None or not omit:
        P.append((_lab(r, "pres"), _e(pv if pv is not None else blank)))
    P.append((_lab(r, "confirm"), _e(_v_confirm(r, c["confirmation"]))))
    return [(l, v) for l, v in P if v is not None]


def _astyle_for(a3: str, r: random.Random) -> str:
    if a3 in ("TUR", "BRA", "VNM", "DEU", "ITA", "NLD", "ESP", "EGY") and r.random() < 0.6:
        return r.choice(["eu", "eu", "space"]) if a3 != "EGY" else "en"
    if a3 in ("IND", "BGD") and r.random() < 0.3:
        return "indian"
    return "en"


def _fee_block(r: random.Random, c: dict, title: str, astyle: str, payer_acct: str) -> str:
    ccy = c["currency"]
    comm = _money(max(c["amount"] * float(c["commission_pct"]) / 100 * 3, 75))
    rows = [("Issuance commission " + c["commission_pct"] + "% per quarter", comm),
            ("SWIFT / communication charges", float(r.choice([35, 40, 50, 60, 75]))),
            ("Handling fee", float(r.choice([25, 30, 50, 100])))]
    if r.random() < 0.6:
        rows.append((f"Cash margin {c['margin_pct']}% (blocked)", _money(c["amount"] * c["margin_pct"] / 100)))
    total = _money(sum(v for _, v in rows))
    body = "".join(f"<tr><td>{_e(k)}</td><td class=\"right\">{ccy} {_fa(v, astyle)}</td></tr>" for k, v in rows)
    return (f"<h3>{_e(title)}</h3><table class=\"grid\" style=\"width:70%\">{body}"
            f"<tr><th>Total debited to account {_e(payer_acct)}</th><th class=\"right\">{ccy} {_fa(total, astyle)}</th></tr></table>")


def _acct(r: random.Random) -> str:
    return r.choice([f"{r.randint(100, 999)}-{r.randint(100000, 999999)}-{r.randint(100, 999)}",
                     f"{r.randint(10 ** 11, 10 ** 12 - 1)}", f"0{r.randint(10, 99)} {r.randint(1000000, 9999999)} {r.randint(10, 99)}"])


def _signatures(r: random.Random, names: list[str], titles: list[str]) -> str:
    cells = "".join(f"<td style=\"width:{100 // max(1, len(names))}%;padding-top:26px\"><div style=\"border-top:0.6pt solid #333;padding-top:2px\">"
                    f"{_e(n)}<br><span class=\"small\">{_e(t)}</span></div></td>" for n, t in zip(names, titles))
    return f"<table style=\"width:100%;margin-top:8px\"><tr>{cells}</tr></table>"


def _officer(r: random.Random, a3: str | None = None) -> str:
    p = _person(r, a3 or r.choice(["GBR", "SGP", "HKG", "IND", "ARE"]))
    return f"{p['given']} {p['surname']}"




# ---------------------------------------------------------------------------------------------
# documentary credits: layouts
# ---------------------------------------------------------------------------------------------

def _lc_application(r: random.Random) -> tuple[str, dict]:
    """The applicant's application on the issuing bank's form, processed by the bank."""
    c = _make_credit(r, ascii_only=r.random() < 0.5)
    for k in ("partial", "tranship"):
        if c[k] == "CONDITIONAL":
            c[k] = r.choice(["ALLOWED", "NOT ALLOWED"])
        if r.random() < 0.12:
            c[k] = None
    if r.random() < 0.1:
        c["port_loading"] = None
    bank = c["issuing_bank"]
    us = c["us"]
    ds = _ds(r, us)
    astyle = _astyle_for(c["imp_country"], r)
    bx = r.choice(["glyph", "square", "brackets", "tick"])
    app_date = c["issue_date"] - timedelta(days=r.randint(1, 6))
    title = r.choice(["APPLICATION FOR IRREVOCABLE DOCUMENTARY CREDIT", "Import Letter of Credit Application",
                      "Application and Agreement for Commercial Letter of Credit" if us else "Documentary Credit Application / Request to Issue",
                      "REQUEST FOR ISSUANCE OF IMPORT DOCUMENTARY CREDIT"])
    cap = r.random() < 0.5  # numbered captioned boxes vs. plain rows

    def box(n, label, inner, span=1):
        head = f"{n}. {label}" if cap else label
        return f"<td colspan=\"{span}\" style=\"border:0.7pt solid #444;padding:3px 5px\"><span class=\"cap\">{_e(head)}</span>{inner}</td>"

    def chk(options, chosen):
        return " &nbsp; ".join(f"{_box(v == chosen, bx)} {_e(lbl)}" for v, lbl in options)

    acct = _acct(r)
    adv = c["advising_bank"]
    with_opts = ""
    if c["avail_with"] == "ANY BANK":
        with_opts = f"{_box(True, bx)} Any bank &nbsp; {_box(False, bx)} Advising bank &nbsp; {_box(False, bx)} Issuing bank &nbsp; {_box(False, bx)} Other: ________"
    else:
        with_opts = f"{_box(False, bx)} Any bank &nbsp; {_box(True, bx)} Named bank: <b>{_e(c['avail_with'])}</b>"
    by_opts = chk([("BY PAYMENT", "Sight payment"), ("BY ACCEPTANCE", "Acceptance"), ("BY NEGOTIATION", "Negotiation"),
                   ("BY DEF PAYMENT", "Deferred payment"), ("BY MIXED PYMT", "Mixed payment")], c["avail_by"])
    ship_opts = lambda v: chk([("ALLOWED", r.choice(["Allowed", "Permitted"])), ("NOT ALLOWED", r.choice(["Not allowed", "Prohibited"]))], v)
    tol = c["tol"]
    tol_html = (f"+ <b>{tol[0]}</b> % &nbsp; / &nbsp; - <b>{tol[1]}</b> %" if tol else "+ ______ % &nbsp; / &nbsp; - ______ %")
    rules_html = (f"{_box(c['rules'] == 'UCP LATEST VERSION', bx)} UCP 600 &nbsp; {_box(c['rules'] == 'EUCP LATEST VERSION', bx)} eUCP 2.1 &nbsp; "
                  f"{_box(False, bx)} ISP98 &nbsp; {_box(False, bx)} Other")
    conf_html = chk([("CONFIRM", r.choice(["Confirmation required", "Confirm"])), ("MAY ADD", "May add (at beneficiary's request)"),
                     ("WITHOUT", r.choice(["Without confirmation", "Not required"]))], c["confirmation"])
    form_html = chk([("IRREVOCABLE", "Irrevocable"), ("IRREVOCABLE TRANSFERABLE", "Irrevocable Transferable")], c["form"])
    # documents checklist: the credit's documents ticked, some standard captions left blank
    blanks = ["Insurance policy / certificate for ____ % of invoice value covering ______________",
              "Inspection certificate issued by ______________",
              "Draft(s) drawn on ______________ at ______ days",
              "Weight list in ____ copies", "Forwarder's cargo receipt issued by ______________",
              "Certificate of analysis issued by ______________", "Railway / truck consignment note"]
    if not c["air"]:
        blanks.append("Air waybill consigned to ______________ marked freight ______")
    if any(d.startswith("INSURANCE") for d in c["docs"]):
        blanks = [b for b in blanks if not b.startswith("Insurance")]
    blanks = r.sample(blanks, r.randint(2, 4))
    rows = [(True, d) for d in c["docs"]]
    for b in blanks:
        rows.insert(r.randint(0, len(rows)), (False, b))
    doc_html = "".join(f"<div class=\"item\"><div class=\"m\">{_box(ok, bx)}</div><div class=\"t\">{_e(t)}</div></div>" for ok, t in rows)
    lsd = _fd(c["latest_ship"], ds) if c["latest_ship"] else ""
    pres = (f"Documents to be presented within <b>{c['pres_days']}</b> days after the date of shipment but within the validity of the credit"
            if c["pres_days"] is not None else "Documents to be presented within ______ days after the date of shipment")
    incos = " ".join(f"<span style=\"white-space:nowrap\">{_box(t == c['incoterm'], bx)} {t}</span>" for t in _INCOTERMS)
    words = _amount_words(c["currency"], c["amount"])
    sign1, sign2 = _officer(r, c["imp_country"] if c["imp_country"] in _NAMES else None), _officer(r, c["imp_country"] if c["imp_country"] in _NAMES else None)
    officer = _officer(r)
    margin_amt = _money(c["amount"] * c["margin_pct"] / 100)
    bank_use = (f"<div class=\"box\" style=\"background:#f1f1f1\"><b>FOR BANK USE ONLY</b>"
                f"<table style=\"width:100%\"><tr><td>{r.choice(['L/C No.', 'Credit No. allotted', 'DC Ref.'])}: <b>{_e(c['lc_number'])}</b></td>"
                f"<td>{r.choice(['Date of issue', 'Issued on', 'Credit issued'])}: <b>{_e(_fd(c['issue_date'], ds))}</b></td>"
                f"<td>Limit ref.: {r.choice(['LMT', 'FAC', 'TL'])}-{r.randint(10000, 99999)}</td></tr>"
                f"<tr><td>Margin {c['margin_pct']}%: {c['currency']} {_fa(margin_amt, astyle)}</td>"
                f"<td>Commission: {c['commission_pct']}% p.q.</td><td>Checked / Authorised: {_e(officer)}</td></tr></table></div>")
    goods_html = _lines_html(c["goods_lines"])
    body = [_bank_letterhead(r, bank),
            f"<h1 class=\"center\">{_e(title)}</h1>",
            f"<table style=\"width:100%\" class=\"small\"><tr><td>To: {_e(bank['name'])}, {_e(r.choice(['Trade Services', 'Import Department', 'Trade Finance Branch']))}</td>"
            f"<td class=\"right\">{r.choice(['Date', 'Application date', 'Dated'])}: {_e(_fd(app_date, ds))}</td></tr>"
            f"<tr><td>Customer account no.: {_e(acct)}</td><td class=\"right\">Customer ID: {r.randint(1000000, 9999999)}</td></tr></table>",
            "<p class=\"small\">We request you to issue for our account an irrevocable documentary credit by "
            f"{_box(True, bx)} SWIFT (full text) {_box(False, bx)} courier, on the terms below. Please advise through:"
            f" <b>{_e(adv['name'])}</b> (SWIFT {_e(adv['bic'])}).</p>"]
    if r.random() < 0.5:
        body.insert(1, bank_use)
        bank_use = ""
    tbl = ["<table style=\"width:100%;border-collapse:collapse\">",
           f"<tr>{box(1, 'Form of credit', form_html)}{box(2, 'Applicable rules', rules_html)}</tr>",
           f"<tr>{box(3, 'Applicant (full name and address)', '<b>' + _e(c['applicant']['name']) + '</b><br>' + _addr_html(r, c['applicant']['address']))}"
           f"{box(4, 'Beneficiary (full name and address)', '<b>' + _e(c['beneficiary']['name']) + '</b><br>' + _addr_html(r, c['beneficiary']['address']))}</tr>",
           f"<tr>{box(5, 'Currency and amount (in figures)', '<b>' + _e(c['currency']) + ' ' + _fa(c['amount'], astyle) + '</b>')}"
           f"{box(6, 'Amount in words', _e(words))}</tr>",
           f"<tr>{box(7, 'Tolerance', tol_html)}{box(8, 'Expiry date / place', _e(_fd(c['expiry_date'], ds)) + ' &nbsp;/&nbsp; ' + _e(c['expiry_place']))}</tr>",
           f"<tr>{box(9, 'Credit available with', with_opts, 2)}</tr>",
           f"<tr>{box(10, 'by', by_opts + (' &nbsp; Drafts at: ' + _e(c['drafts']) if c['drafts'] else '') + (' &nbsp; Deferred payment: ' + _e(c['def_details']) if c['def_details'] else '') + (' &nbsp; Mixed: ' + _e(c['mixed']) if c['mixed'] else ''), 2)}</tr>",
           f"<tr>{box(11, 'Partial shipments', ship_opts(c['partial']))}{box(12, 'Transhipment', ship_opts(c['tranship']))}</tr>",
           f"<tr>{box(13, 'Port of loading / airport of departure', _e(c['port_loading'] or ''))}{box(14, 'Port of discharge / airport of destination', _e(c['port_discharge'] or ''))}</tr>",
           f"<tr>{box(15, 'Latest date of shipment', _e(lsd) or (_e(c['ship_period']) if c['ship_period'] else ''))}{box(16, 'Terms of delivery', incos)}</tr>",
           f"<tr>{box(17, 'Description of goods and/or services', goods_html, 2)}</tr>",
           f"<tr>{box(18, 'Documents required (tick as appropriate)', doc_html, 2)}</tr>",
           f"<tr>{box(19, 'Additional conditions', _items_html(c['conditions'], r.choice(['n_dot', 'dash'])), 2)}</tr>",
           f"<tr>{box(20, 'Charges', _e(c['charges']))}{box(21, 'Period for presentation', pres)}</tr>",
           f"<tr>{box(22, 'Confirmation instructions', conf_html, 2)}</tr>",
           "</table>"]
    body += tbl
    body.append(bank_use)
    body.append(f"<p class=\"small\">We agree to be bound by the terms and conditions overleaf. Cash margin of {c['margin_pct']}% may be debited to our account {_e(acct)}.</p>")
    body.append(_signatures(r, [sign1, sign2], ["Authorised signatory / Director", "Authorised signatory"]))
    terms = r.sample(_APPLICATION_TERMS, r.randint(6, len(_APPLICATION_TERMS)))
    body.append("<div class=\"pb\"></div><h2>TERMS AND CONDITIONS OF THE APPLICATION</h2>" + _numbered_terms(r, terms) + _para(r.sample(_SANCTIONS, 2)))
    body.append(f"<p class=\"small\">Signed for and on behalf of {_e(c['applicant']['name'])} on {_e(_fd(app_date, ds))}.</p>")
    body.append(_signatures(r, [sign1], ["Director"]))
    html = _page("".join(body), font=r.choice(["sans", "cond", "serif"]), size=r.choice([8.4, 8.8, 9.2]),
                 foot=_form_code(r, "TF") if r.random() < 0.7 else None, cont=bank["name"] if r.random() < 0.5 else None)
    return html, _lc_truth(c)


def _lc_issuance_notice(r: random.Random) -> tuple[str, dict]:
    """The issuing bank's notice to its customer that the credit was issued, with the full text."""
    c = _make_credit(r, ascii_only=r.random() < 0.6)
    bank = c["issuing_bank"]
    ds = _ds(r, c["us"])
    astyle = _astyle_for(c["imp_country"], r)
    app_date = c["issue_date"] - timedelta(days=r.randint(1, 5))
    acct = _acct(r)
    style = r.choice(["row", "row", "colon", "tab", "leader"])
    pairs = _credit_pairs(r, c, ds=ds, astyle=astyle, num_style=r.choice(_NUM_STYLES))
    body = [_bank_letterhead(r, bank)]
    body.append(f"<table style=\"width:100%\"><tr><td>{_e(c['applicant']['name'])}<br>{_addr_html(r, c['applicant']['address'])}</td>"
                f"<td class=\"right\">Date: {_e(_fd(c['issue_date'], ds))}<br>Our ref.: {_e(c['lc_number'])}/{r.choice(['IMP', 'ISS', 'TF'])}<br>"
                f"Your ref.: {r.choice(['PO', 'PI', 'ORD'])}-{r.randint(1000, 99999)}</td></tr></table>")
    body.append(f"<h2>{_e(r.choice(['Notification of issuance of documentary credit', 'ISSUANCE OF IMPORT LETTER OF CREDIT', 'Documentary credit issued - customer copy']))}</h2>")
    body.append(f"<p>Dear Sirs,</p><p style=\"text-align:justify\">Further to your application dated {_e(_fd(app_date, ds))}, we confirm that we have today issued our "
                f"documentary credit number {_e(c['lc_number'])} by authenticated SWIFT through {_e(c['advising_bank']['name'])}"
                f" ({_e(c['advising_bank']['bic'])}). The full text of the credit as transmitted is set out below. Please examine it and "
                f"let us know within {r.choice(['two', 'three', 'five'])} business days if it does not agree with your instructions.</p>")
    body.append(f"<h3>{_e(r.choice(['Full text of the credit', 'TERMS OF THE CREDIT', 'Particulars of the documentary credit']))}</h3>")
    body.append(_kvs(pairs, style, lw=r.choice(["28%", "32%", "36%"])))
    body.append(_fee_block(r, c, r.choice(["Charges debited", "Debit advice", "Commission and charges"]), astyle, acct))
    body.append(_para(r.sample(_SANCTIONS, 1)))
    body.append(f"<p>Yours faithfully,<br>for {_e(bank['name'])}</p>" + _signatures(r, [_officer(r), _officer(r)], ["Authorised signatory", "Authorised signatory"]))
    html = _page("".join(body), font=r.choice(["sans", "serif"]), size=r.choice([8.6, 9.0, 9.4]))
    return html, _lc_truth(c)


def _advising_cover(r: random.Random, c: dict, ds: str, astyle: str, title: str, extra: str = "") -> str:
    adv = c["advising_bank"]
    fee = r.choice([50, 75, 100, 125, 150])
    adv_ref = f"{r.choice(['ADV', 'EA', 'ELC', 'EXP'])}{r.randint(10 ** 6, 10 ** 7 - 1)}"
    advice_date = c["issue_date"] + timedelta(days=r.randint(0, 4))
    rows = [("Our advice ref.", adv_ref), ("Date of advice", _fd(advice_date, ds)), ("Issuing bank", c["issuing_bank"]["name"]),
            ("Credit number", c["lc_number"]), ("Amount", f"{c['currency']} {_fa(c['amount'], astyle)}"),
            ("Advising commission", f"USD {fee}.00 for beneficiary's account")]
    r.shuffle(rows)
    return (_bank_letterhead(r, adv, dept=r.choice(["Export Documentary Credits", "Trade Services - Export", "Global Trade Solutions"]))
            + f"<table style=\"width:100%\"><tr><td>To:<br><b>{_e(c['beneficiary']['name'])}</b><br>{_addr_html(r, c['beneficiary']['address'])}</td>"
            + f"<td style=\"width:45%\">{_kvs(rows, 'colon')}</td></tr></table>"
            + f"<h2>{_e(title)}</h2>" + extra)


def _lc_advice_alliance(r: random.Random) -> tuple[str, dict]:
    """Advising bank's advice to the beneficiary; the MT700 attached as printed by SWIFT Alliance."""
    c = _make_credit(r)
    ds = _ds(r, False)  # the advising bank's letter (never a US bank here)
    astyle = "en"
    intro = (f"<p style=\"text-align:justify\">We have received the following documentary credit by authenticated SWIFT message and advise it "
             f"to you {'without any engagement or responsibility on our part' if c['confirmation'] != 'CONFIRM' else 'and refer to our separate letter regarding confirmation'}. "
             f"This advice, together with the attached message, constitutes the operative credit instrument. Please check the terms carefully; "
             f"if they cannot be complied with, contact the applicant to arrange an amendment.</p>")
    body = [_advising_cover(r, c, ds, astyle, r.choice(["ADVICE OF DOCUMENTARY CREDIT", "Advice of Irrevocable Documentary Credit", "Letter of credit advice"]), intro)]
    body.append(_para(r.sample(_SANCTIONS, 1) + ["Documents are to be presented at our counters during banking hours. Presentations received after 3 p.m. are deemed received on the next banking day."]))
    body.append(_signatures(r, [_officer(r)], ["Authorised signature"]))
    body.append(f"<div class=\"pb\"></div><div class=\"small\">Attachment to advice - SWIFT message as received - {_e(c['lc_number'])}</div>")
    fields = _mt700_fields(r, c)
    body.append(_swift_alliance(r, fields, "700", c["issuing_bank"], c["advising_bank"], when=c["issue_date"]))
    html = _page("".join(body), size=r.choice([8.8, 9.2]), foot=f"{c['advising_bank']['name']} - {c['lc_number']}" if r.random() < 0.6 else None)
    return html, _lc_truth(c)


def _maybe_othr(r: random.Random, c: dict) -> None:
    """Now and then a credit under other rules: 40E OTHR with its narrative (SWIFT layouts only)."""
    if r.random() < 0.06:
        c["rules"] = "OTHR"
        c["rules_narr"] = r.choice(["URDG 758", "ISBP 821 APPLIES", "SEE 47A", "LOCAL LAW"])


def _lc_raw_fin(r: random.Random) -> tuple[str, dict]:
    """Raw FIN MT700 (blocks 1-5) as printed from a message archive, with a cover banner."""
    c = _make_credit(r)
    _maybe_othr(r, c)
    fields = _mt700_fields(r, c)
    when = c["issue_date"]
    banner = r.choice([
        f"<div class=\"small\">MESSAGE ARCHIVE - FIN OUTPUT - PRINTED {_fd(when + timedelta(days=r.randint(0, 3)), 'iso')} "
        f"BY USER {r.choice(['TFOPS', 'LCADV', 'OPS'])}{r.randint(10, 99)}</div><hr>",
        f"<div><b>{_e(c['advising_bank']['name'])}</b> - Incoming SWIFT</div><div class=\"small\">Queue: {r.choice(['TF_IN', 'LC_ADVISING', 'EXP_DC'])} &nbsp; Status: Authorised</div><hr>",
        "",
    ])
    extra = ""
    if r.random() < 0.5:
        extra = (f"<div class=\"box small\" style=\"margin-top:10px\">Routing note: forwarded to {_e(r.choice(['Export LC team', 'Checker 2', 'Advising desk']))}. "
                 f"Beneficiary customer no. {r.randint(100000, 999999)}. Advising fee {r.choice(['USD 80.00', 'USD 100.00', 'EUR 75.00'])}.</div>")
    html = _page(banner + _swift_raw(r, fields, "700", c["issuing_bank"], c["advising_bank"], when=when) + extra, size=9)
    return html, _lc_truth(c)


def _lc_mt701(r: random.Random) -> tuple[str, dict]:
    """MT700 with MT701 continuation(s): sequence 27 1/2, 2/2 (or 1/3..3/3); goods, documents and conditions overflow."""
    c = _make_credit(r)
    _maybe_othr(r, c)
    ns = r.choice(_NUM_STYLES)
    fields = _mt700_fields(r, c, num_style=ns)
    mode = r.choice(["docs_conds", "all", "split_docs", "three"])
    m700, m701s = _split_701(r, fields, mode, c, ns)
    printer = r.choice(["alliance", "raw", "beside"])
    parts = []
    for k, flds in enumerate([m700] + m701s):
        mt = "700" if k == 0 else "701"
        if k:
            parts.append("<div class=\"pb\"></div>" if r.random() < 0.6 else "<hr>")
        if printer == "alliance":
            parts.append(_swift_alliance(r, flds, mt, c["issuing_bank"], c["advising_bank"], when=c["issue_date"]))
        elif printer == "raw":
            parts.append(_swift_raw(r, flds, mt, c["issuing_bank"], c["advising_bank"], when=c["issue_date"]))
        else:
            head = (f"<div style=\"border-bottom:1px solid #000;margin:4px 0\"><b>MT{mt}</b> "
                    f"{'ISSUE OF A DOCUMENTARY CREDIT' if mt == '700' else 'ISSUE OF A DOCUMENTARY CREDIT - CONTINUATION'} &nbsp; "
                    f"FROM {_e(c['issuing_bank']['bic'])} TO {_e(c['advising_bank']['bic'])}</div>")
            parts.append(head + _swift_beside(r, flds, lang=r.choice(["en", "EN"])))
    top = (f"<div class=\"small\">{_e(c['advising_bank']['name'])} - received messages for credit {_e(c['lc_number'])} "
           f"({len(m701s) + 1} messages)</div>")
    html = _page(top + "".join(parts), size=9)
    return html, _lc_truth(c)


def _lc_tabular(r: random.Random) -> tuple[str, dict]:
    """Bank system print of an MT700: tag / field name / content, as a table or field names beside tags."""
    c = _make_credit(r)
    _maybe_othr(r, c)
    fields = _mt700_fields(r, c)
    if r.random() < 0.15:
        fields = [(t, l) for t, l in fields if t != "27"]
    bank = r.choice([c["issuing_bank"], c["advising_bank"]])
    outgoing = bank is c["issuing_bank"]
    head = (_bank_letterhead(r, bank, style=r.choice([0, 1]))
            + f"<table style=\"width:100%\" class=\"small\"><tr><td>{'OUTGOING' if outgoing else 'INCOMING'} MESSAGE &nbsp; MT700</td>"
            + f"<td>{'Receiver' if outgoing else 'Sender'}: {_e((c['advising_bank'] if outgoing else c['issuing_bank'])['bic'])}</td>"
            + f"<td class=\"right\">Printed: {_e(_fd(c['issue_date'] + timedelta(days=r.randint(0, 9)), _ds(r, bank['country'] == 'USA')))}</td></tr></table>")
    if r.random() < 0.55:
        body = _swift_table(r, fields, lang=r.choice(["en", "EN"]))
    else:
        body = _swift_beside(r, fields, lang=r.choice(["en", "EN"]))
    foot = f"<div class=\"foot\">Message reference {r.randint(10 ** 9, 10 ** 10 - 1)} &middot; Authenticated &middot; {_e(bank['bic'])}</div>"
    html = _page(head + body + foot, size=r.choice([8.6, 9.0]))
    return html, _lc_truth(c)


def _lc_transfer(r: random.Random) -> tuple[str, dict]:
    """A credit transferred under UCP 600 article 38. The TRANSFERRED credit is the truth: its number, date of
    transfer (= its date of issue), the second beneficiary, the first beneficiary as substituted applicant, the
    reduced amount, the earlier expiry / shipment date and the shortened presentation period. The original
    credit's particulars are printed for reference only and are distractors."""
    mid = r.choice(["HKG", "SGP", "ARE", "GBR"])
    o = _make_credit(r, form="IRREVOCABLE TRANSFERABLE", ascii_only=True)
    if o["imp_country"] == mid:
        mid = "HKG" if mid != "HKG" else "SGP"
    # first beneficiary is a trader in the middle country; the transferring bank is there too
    o["beneficiary"] = {"name": _company(r, mid, 35, True).upper(), "address": _ascii(_addr(r, mid, business=True)).upper()}
    o["advising_bank"] = _bank(r, mid)
    if o["avail_with"] not in ("ANY BANK", o["issuing_bank"]["bic"]):
        o["avail_with"] = o["advising_bank"]["bic"]
    o["expiry_place"] = o["advising_bank"]["city"]
    t = dict(o)
    t["form"] = "IRREVOCABLE"
    t["applicant"] = dict(o["beneficiary"])
    t["beneficiary"] = {"name": _company(r, o["exp_country"], 35, True).upper(), "address": _ascii(_addr(r, o["exp_country"], business=True)).upper()}
    t["amount"] = _money(o["amount"] * r.choice([0.8, 0.85, 0.88, 0.9, 0.92, 0.95]))
    t["issue_date"] = o["issue_date"] + timedelta(days=r.randint(3, 20))
    t["lc_number"] = f"{r.choice(['TRF', 'TR', 'TLC', 'ELT'])}{r.randint(10 ** 6, 10 ** 7 - 1)}"
    t["expiry_date"] = o["expiry_date"] - timedelta(days=r.randint(5, 15))
    if o["latest_ship"]:
        t["latest_ship"] = o["latest_ship"] - timedelta(days=r.randint(3, 10))
        if t["latest_ship"] <= t["issue_date"]:
            t["latest_ship"] = o["latest_ship"]
    if t["latest_ship"] and t["latest_ship"] + timedelta(days=5) > t["expiry_date"]:
        t["expiry_date"] = t["latest_ship"] + timedelta(days=r.randint(5, 10))
    if o["pres_days"]:
        t["pres_days"] = max(5, o["pres_days"] - r.choice([5, 7, 10]))
    t["avail_with"] = r.choice([o["advising_bank"]["bic"], o["advising_bank"]["name"]])
    t["confirmation"] = "WITHOUT"
    t["docs"] = list(o["docs"])
    t["tol"] = o["tol"]
    ds = _ds(r, False)
    astyle = "en"
    tb = o["advising_bank"]
    art = r.choice(["article 38 of UCP 600", "UCP 600 art. 38", "Article 38 of the Uniform Customs and Practice for Documentary Credits (UCP 600)"])
    body = [_bank_letterhead(r, tb, dept=r.choice(["Export Trade Services - Transfers", "Transferable Credits Unit", "Trade Operations"]))]
    body.append(f"<table style=\"width:100%\"><tr><td>To (second beneficiary):<br><b>{_e(t['beneficiary']['name'])}</b><br>"
                f"{_addr_html(r, t['beneficiary']['address'])}</td><td class=\"right\">Date: {_e(_fd(t['issue_date'], ds))}<br>"
                f"Transfer ref.: {_e(t['lc_number'])}</td></tr></table>")
    body.append(f"<h2>{_e(r.choice(['NOTIFICATION OF TRANSFER OF DOCUMENTARY CREDIT', 'Advice of Transferred Credit', 'TRANSFERRED DOCUMENTARY CREDIT']))}</h2>")
    body.append(f"<p style=\"text-align:justify\">At the request of the first beneficiary, {_e(o['beneficiary']['name'])}, and in accordance with {art}, "
                f"we have transferred {r.choice(['in part', 'partially', ''])} to you documentary credit no. {_e(o['lc_number'])} issued by "
                f"{_e(o['issuing_bank']['name'].rstrip('.'))}. The transferred credit is available on the terms set out below, which replace "
                f"the corresponding terms of the original credit. The name of the first beneficiary has been substituted for that of the applicant. "
                f"The transferred credit may not be transferred further.</p>")
    pairs = [(r.choice(["Transferred credit number", "Number of transferred credit", "Our transfer reference (credit no.)"]), _e(t["lc_number"])),
             (r.choice(["Date of issue of transferred credit", "Date of transfer", "Transferred on (date of issue)"]), _e(_fd(t["issue_date"], ds)))]
    pairs += _credit_pairs(r, t, ds=ds, astyle=astyle, num_style=r.choice(_NUM_STYLES), include_id=False)
    style = r.choice(["row", "colon", "tab"])
    body.append(f"<h3>{_e(r.choice(['TERMS OF THE TRANSFERRED CREDIT', 'Transferred credit - operative terms']))}</h3>")
    body.append(_kvs(pairs, style, lw="32%"))
    orig = [("Original credit number", o["lc_number"]), ("Issuing bank", f"{o['issuing_bank']['name']} ({o['issuing_bank']['bic']})"),
            ("Original date of issue", _fd(o["issue_date"], ds)), ("Original applicant", f"{o['applicant']['name']}, {o['applicant']['address']}"),
            ("First beneficiary", o["beneficiary"]["name"]), ("Form of original credit", o["form"]),
            ("Original amount", f"{o['currency']} {_fa(o['amount'], astyle)}"), ("Original expiry", f"{_fd(o['expiry_date'], ds)} {o['expiry_place']}")]
    if o["latest_ship"]:
        orig.append(("Original latest shipment date", _fd(o["latest_ship"], ds)))
    if o["pres_days"]:
        orig.append(("Original presentation period", f"{o['pres_days']} days"))
    body.append(f"<div class=\"box\" style=\"margin-top:8px\"><b>{_e(r.choice(['Particulars of the original credit (for information only)', 'ORIGINAL CREDIT - REFERENCE ONLY, NOT PART OF THE TRANSFERRED TERMS']))}</b>"
                + _kvs([(a, _e(b)) for a, b in orig], "row", lw="34%") + "</div>")
    body.append(f"<p class=\"small\">Transfer charges of {o['currency']} {r.choice(['150.00', '250.00', '300.00', '0.1% min 200.00'])} have been paid by the first beneficiary. "
                "Substitution of invoices by the first beneficiary may take place in accordance with article 38(h).</p>")
    body.append(_para(r.sample(_SANCTIONS, 1)))
    body.append(_signatures(r, [_officer(r, mid if mid in _NAMES else None), _officer(r)], ["Authorised signatory", "Checked"]))
    html = _page("".join(body), size=r.choice([8.6, 9.0]))
    return html, _lc_truth(t)


def _lc_confirmation(r: random.Random) -> tuple[str, dict]:
    """Confirming bank's letter adding its confirmation, with the credit's terms attached. Confirmation
    instructions are the issuing bank's tag 49 as quoted (CONFIRM, or MAY ADD for a confirmation added at the
    beneficiary's request)."""
    c = _make_credit(r)
    c["confirmation"] = r.choice(["CONFIRM", "CONFIRM", "MAY ADD"])
    ds = _ds(r, False)
    astyle = "en"
    adv = c["advising_bank"]
    conf_ref = f"{r.choice(['CNF', 'CONF', 'CLC'])}{r.randint(10 ** 6, 10 ** 7 - 1)}"
    pa = r.choice(["0.75", "1.00", "1.25", "1.50", "2.00", "2.75"])
    if c["confirmation"] == "CONFIRM":
        why = "As requested by the issuing bank in the credit (confirmation instructions: CONFIRM), we hereby add our confirmation"
    else:
        why = ("The issuing bank has authorised the addition of confirmation (confirmation instructions: MAY ADD). At your request "
               f"dated {_fd(c['issue_date'] + timedelta(days=r.randint(1, 6)), ds)} we hereby add our confirmation")
    extra = (f"<p style=\"text-align:justify\">{_e(why)} to documentary credit no. {_e(c['lc_number'])} issued by {_e(c['issuing_bank']['name'].rstrip('.'))}. "
             f"We undertake to honour or negotiate, as the case may be, a complying presentation made to us on or before the expiry date, "
             f"in accordance with article 8 of UCP 600. Our confirmation reference is {_e(conf_ref)}.</p>"
             f"<p>Confirmation commission: {pa}% per annum, minimum USD {r.choice([250, 300, 500])}.00, for your account; "
             f"country risk premium on {_e(_COUNTRY[c['imp_country']][0])} applies.</p>")
    body = [_advising_cover(r, c, ds, astyle, r.choice(["CONFIRMATION OF DOCUMENTARY CREDIT", "Advice and Confirmation of Documentary Credit", "ADDING OUR CONFIRMATION"]), extra)]
    body.append(_signatures(r, [_officer(r), _officer(r)], ["Authorised signatory", "Authorised signatory"]))
    body.append(f"<div class=\"pb\"></div><h3>{_e(r.choice(['Terms of the credit as received', 'CREDIT TEXT (MT700)', 'Schedule - credit terms']))}</h3>")
    fields = _mt700_fields(r, c)
    mode = r.random()
    if mode < 0.4:
        body.append(_swift_beside(r, fields))
    elif mode < 0.7:
        body.append(_swift_table(r, fields))
    else:
        body.append(_kvs(_credit_pairs(r, c, ds=ds, astyle=astyle, num_style=r.choice(_NUM_STYLES)), "row", lw="30%"))
    html = _page("".join(body), size=r.choice([8.6, 9.0]))
    return html, _lc_truth(c)


def _lc_standby(r: random.Random) -> tuple[str, dict]:
    """Standby letter of credit under ISP98, issued as a letter. Shipment fields are null (a standby has none;
    'partial drawings' are not partial shipments)."""
    c = _make_credit(r, kind="standby", ascii_only=r.random() < 0.5)
    c["confirmation"] = r.choice(["WITHOUT", "WITHOUT", "CONFIRM", "MAY ADD"])
    bank = c["issuing_bank"]
    ds = _ds(r, c["us"])
    astyle = _astyle_for(c["imp_country"], r)
    amt = _v_amount(r, c["currency"], c["amount"], astyle, words=True)
    title = r.choice(["IRREVOCABLE STANDBY LETTER OF CREDIT", "Irrevocable Standby Letter of Credit", "STANDBY LETTER OF CREDIT"])
    conf_txt = {"WITHOUT": r.choice(["This standby letter of credit is issued without confirmation.", "Confirmation instructions: WITHOUT."]),
                "CONFIRM": r.choice(["The advising bank is requested to add its confirmation to this standby letter of credit.", "Confirmation instructions: CONFIRM."]),
                "MAY ADD": r.choice(["The advising bank may add its confirmation at the request and for the account of the beneficiary.", "Confirmation instructions: MAY ADD."])}[c["confirmation"]]
    with_txt = c["avail_with"]
    obligations = " ".join(c["goods_lines"])
    intro_pairs = [("Standby L/C No.", _e(c["lc_number"])), ("Date of issue", _e(_fd(c["issue_date"], ds))),
                   ("Form", _e(_v_form(r, c["form"]))), ("Applicable rules", _e(_v_rules(r, c["rules"])))]
    head = (_bank_letterhead(r, bank, dept=r.choice(["Guarantees and Standby Letters of Credit", "Trade Finance - Guarantees", "Global Trade Services"]))
            + f"<h1 class=\"center\">{_e(title)}</h1>" + _kvs(intro_pairs, r.choice(["colon", "row", "tab"]), lw="30%"))
    benef = f"<b>{_e(c['beneficiary']['name'])}</b>, {_e(c['beneficiary']['address'])}"
    appl = f"<b>{_e(c['applicant']['name'])}</b>, {_e(c['applicant']['address'])}"
    paras = [
        f"To: {benef} (the \"Beneficiary\")",
        f"At the request and for the account of {appl} (the \"Applicant\"), we, {_e(bank['name'])}, hereby issue our irrevocable standby letter of credit "
        f"number {_e(c['lc_number'])} in your favour for an amount not exceeding {amt}.",
        f"Underlying transaction: {_e(obligations)}",
        f"This standby letter of credit is available with {_e(with_txt)} by payment against presentation of the following documents:",
    ]
    ns = r.choice(["n_dot", "paren_alpha", "roman_paren", "alpha_paren", "n_paren"])
    body = [head] + [f"<p style=\"text-align:justify\">{p}</p>" for p in paras] + [_items_html(c["docs"], ns)]
    more = [
        f"Partial and multiple drawings are {r.choice(['permitted', 'allowed'])}. Each drawing shall reduce the amount available under this standby.",
        f"This standby letter of credit expires on {_e(_fd(c['expiry_date'], ds))} at {_e(c['expiry_place'])}. Any demand must be received by us on or before that date at our counters at {_e(bank['street'])}.",
        _e(conf_txt),
        f"All charges outside {_e(_COUNTRY[c['imp_country']][0])} are for the account of the Beneficiary.",
        f"This standby letter of credit is subject to the {_e(r.choice(['International Standby Practices 1998 (ISP98), ICC Publication No. 590', 'ISP98']))} "
        f"and, to the extent not inconsistent therewith, to the laws of {_e(_COUNTRY[c['imp_country']][0])}.",
    ]
    body += [f"<p style=\"text-align:justify\">{p}</p>" for p in more]
    body.append(_para(r.sample(_SANCTIONS, 1)))
    body.append(f"<p>For and on behalf of {_e(bank['name'])}</p>" + _signatures(r, [_officer(r), _officer(r)], ["Authorised signatory", "Authorised signatory"]))
    if r.random() < 0.5:
        body.append(f"<div class=\"box small\">Internal: facility {r.choice(['GTE', 'SBLC'])}-{r.randint(10000, 99999)}, commission {c['commission_pct']}% p.q., "
                    f"counter-indemnity dated {_e(_fd(c['issue_date'] - timedelta(days=r.randint(2, 20)), ds))}, cash collateral {c['currency']} "
                    f"{_fa(_money(c['amount'] * c['margin_pct'] / 100), astyle)}.</div>")
    html = _page("".join(body), font=r.choice(["serif", "sans"]), size=r.choice([9.0, 9.6, 10.0]))
    return html, _lc_truth(c)


def _lc_amended(r: random.Random) -> tuple[str, dict]:
    """Consolidated text of a credit AS AMENDED. The current terms are the truth; the amendment history's
    previous values are distractors. date_of_issue stays the original date of issue of the credit (amendment
    dates are not issue dates)."""
    c = _make_credit(r)
    bank = r.choice([c["issuing_bank"], c["advising_bank"]])
    ds = _ds(r, bank["country"] == "USA")
    astyle = _astyle_for(c["imp_country"], r)
    n_am = r.randint(1, 3)
    history = []
    d = c["issue_date"]
    changed: set = set()
    for k in range(n_am):
        d = d + timedelta(days=r.randint(5, 25))
        choices = [x for x in ["amount", "expiry", "lsd", "pod", "partial", "tol", "pres"] if x not in changed]
        for what in r.sample(choices, min(len(choices), r.randint(1, 2))):
            changed.add(what)
            if what == "amount":
                delta = _money(round(c["amount"] * r.choice([0.05, 0.1, 0.2]), -2))
                old = _money(c["amount"] - delta)
                history.append((k + 1, d, "32B / 33B", f"{c['currency']} {_fa(old, astyle)}",
                                f"increased by {c['currency']} {_fa(delta, astyle)} to {c['currency']} {_fa(c['amount'], astyle)}"))
            elif what == "expiry":
                old = c["expiry_date"] - timedelta(days=r.choice([15, 30, 31, 45]))
                history.append((k + 1, d, "31E Expiry date", _fd(old, ds), _fd(c["expiry_date"], ds)))
            elif what == "lsd" and c["latest_ship"]:
                old = c["latest_ship"] - timedelta(days=r.choice([10, 15, 30]))
                history.append((k + 1, d, "44C Latest shipment", _fd(old, ds), _fd(c["latest_ship"], ds)))
            elif what == "pod" and c["port_discharge"]:
                alts = [p for p in _PORTS[c["imp_country"]] if p != c["port_discharge"]] or ["ANY PORT"]
                history.append((k + 1, d, "44F Port of discharge", r.choice(alts), c["port_discharge"]))
            elif what == "partial" and c["partial"]:
                old = "NOT ALLOWED" if c["partial"] != "NOT ALLOWED" else "ALLOWED"
                history.append((k + 1, d, "43P Partial shipments", old, c["partial"]))
            elif what == "tol" and c["tol"]:
                history.append((k + 1, d, "39A Tolerance", "NIL", f"{c['tol'][0]}/{c['tol'][1]}"))
            elif what == "pres" and c["pres_days"]:
                history.append((k + 1, d, "48 Presentation period", f"{max(5, c['pres_days'] - 7)} DAYS", f"{c['pres_days']} DAYS"))
    if not history:
        delta = _money(round(c["amount"] * 0.1, -2))
        history.append((1, c["issue_date"] + timedelta(days=9), "32B / 33B", f"{c['currency']} {_fa(_money(c['amount'] - delta), astyle)}",
                        f"increased to {c['currency']} {_fa(c['amount'], astyle)}"))
    last_no = max(h[0] for h in history)
    last_date = max(h[1] for h in history)
    body = [_bank_letterhead(r, bank)]
    body.append(f"<h2>{_e(r.choice(['DOCUMENTARY CREDIT - CONSOLIDATED TEXT AS AMENDED', 'Credit as amended (consolidated terms)', 'CURRENT TERMS OF CREDIT INCLUDING ALL AMENDMENTS']))}</h2>")
    meta = [("Credit number", _e(c["lc_number"])), ("Original date of issue", _e(_fd(c["issue_date"], ds))),
            ("Amendments incorporated", f"No. 1 to {last_no}" if last_no > 1 else "No. 1"),
            ("Date of last amendment", _e(_fd(last_date, ds))), ("Issuing bank", _e(c["issuing_bank"]["name"]))]
    body.append(_kvs(meta, r.choice(["colon", "row", "tab"]), lw="32%"))
    body.append(f"<p class=\"small\">The terms below are the terms of the credit as they stand after all amendments accepted by the beneficiary. "
                f"They supersede the original wording.</p>")
    if r.random() < 0.5:
        body.append(_kvs(_credit_pairs(r, c, ds=ds, astyle=astyle, num_style=r.choice(_NUM_STYLES), include_id=False), r.choice(["row", "tab"]), lw="30%"))
    else:
        fields = [(t, l) for t, l in _mt700_fields(r, c) if t not in ("27", "20", "31C")]
        body.append(_swift_beside(r, fields) if r.random() < 0.5 else _swift_table(r, fields))
    rows = "".join(f"<tr><td>{n}</td><td>{_e(_fd(dd, ds))}</td><td>{_e(f)}</td><td>{_e(o)}</td><td>{_e(nw)}</td></tr>" for n, dd, f, o, nw in history)
    body.append(f"<div class=\"nobr\"><h3>{_e(r.choice(['Amendment history', 'AMENDMENTS', 'Record of amendments']))}</h3><table class=\"grid\" style=\"width:100%\">"
                f"<tr><th>No.</th><th>Date</th><th>Field</th><th>Previous value</th><th>Amended to</th></tr>{rows}</table>"
                f"<p class=\"small\">Beneficiary's acceptance of amendment no. {last_no} received on {_e(_fd(last_date + timedelta(days=r.randint(1, 6)), ds))}. "
                f"Amendment fee {c['currency']} {r.choice(['50.00', '75.00', '100.00'])} per amendment.</p></div>")
    html = _page("".join(body), size=r.choice([8.6, 9.0]))
    return html, _lc_truth(c)


_EMERGING_LABELS = {
    "TUR": {"lc": "Akreditif No / L/C No.", "issue": "Düzenleme Tarihi / Date of Issue", "applicant": "Amir / Applicant",
            "beneficiary": "Lehdar / Beneficiary", "amount": "Tutar / Amount", "expiry": "Son Geçerlilik / Expiry",
            "title": "AKREDİTİF AÇILIŞ BİLDİRİMİ / LETTER OF CREDIT ISSUANCE", "pol": "Yükleme Limanı / Port of Loading",
            "pod": "Boşaltma Limanı / Port of Discharge", "lsd": "Son Yükleme Tarihi / Latest Shipment", "docs": "İstenen Belgeler / Documents Required"},
    "BRA": {"lc": "Carta de Crédito nº / L/C No.", "issue": "Data de Emissão / Date of Issue", "applicant": "Ordenante / Applicant",
            "beneficiary": "Beneficiário / Beneficiary", "amount": "Valor / Amount", "expiry": "Validade / Expiry",
            "title": "CARTA DE CRÉDITO DE IMPORTAÇÃO / IMPORT LETTER OF CREDIT", "pol": "Porto de Embarque / Port of Loading",
            "pod": "Porto de Destino / Port of Discharge", "lsd": "Embarque até / Latest Shipment", "docs": "Documentos Exigidos / Documents Required"},
    "VNM": {"lc": "Số L/C / L/C No.", "issue": "Ngày phát hành / Date of Issue", "applicant": "Người yêu cầu / Applicant",
            "beneficiary": "Người thụ hưởng / Beneficiary", "amount": "Số tiền / Amount", "expiry": "Ngày hết hạn / Expiry",
            "title": "THÔNG BÁO PHÁT HÀNH THƯ TÍN DỤNG / NOTICE OF L/C ISSUANCE", "pol": "Cảng xếp hàng / Port of Loading",
            "pod": "Cảng dỡ hàng / Port of Discharge", "lsd": "Ngày giao hàng chậm nhất / Latest Shipment", "docs": "Chứng từ yêu cầu / Documents Required"},
}


def _lc_emerging_letter(r: random.Random) -> tuple[str, dict]:
    """Issuing bank's letter from a Chinese, Turkish, Indian, Brazilian, Egyptian, Vietnamese or Bangladeshi bank:
    bilingual captions where the bank uses them, local date and amount styles, local regulatory references
    (IRC/LCAF/BIN, IEC/AD code, ACI) as distractors."""
    imp = r.choice(_EMERGING)
    c = _make_credit(r, imp=imp, ascii_only=r.random() < 0.5)
    bank = c["issuing_bank"]
    local_ds = {"TUR": ["tr", "dmy_dot"], "BRA": ["pt", "dmy_slash"], "VNM": ["vn", "dmy_slash"], "CHN": ["iso", "d_mon_y", "ymd_dot"],
                "IND": ["dmy_slash", "d_mon_y", "d-mon-y"], "EGY": ["dmy_slash", "d_month_y"], "BGD": ["dmy_dot", "d_mon_y", "dmy_slash"]}[imp]
    ds = r.choice(local_ds)
    astyle = _astyle_for(imp, r)
    L = dict(_EMERGING_LABELS.get(imp, {}))
    def lab(key, fallback_key=None):
        return L.get(key) or _lab(r, fallback_key or key)
    title = L.get("title") or r.choice(["LETTER OF CREDIT ISSUANCE ADVICE", "IMPORT L/C OPENING ADVICE", "DOCUMENTARY CREDIT - ISSUING BANK COPY"])
    body = [_bank_letterhead(r, bank, dept=r.choice(["International Division", "Foreign Trade Department", "Trade Finance Centre", "International Banking Division"]))]
    reg = []
    if imp == "BGD":
        reg = [("LCAF No.", str(r.randint(1000000, 9999999))), ("IRC No.", f"BA-{r.randint(100000, 999999)}"),
               ("H.S. Code", f"{r.randint(1000, 9999)}.{r.randint(10, 99)}.{r.randint(10, 99)}"), ("LC margin", f"{c['margin_pct']}%"),
               ("BDT equivalent @ {:.2f}".format(r.uniform(110, 124)), "BDT " + _fa(_money(c["amount"] * 118.5), "indian"))]
    elif imp == "IND":
        reg = [("IEC No.", str(r.randint(10 ** 9, 10 ** 10 - 1))), ("AD Code", str(r.randint(10 ** 6, 10 ** 7 - 1))),
               ("INR equivalent (for FEMA reporting)", "INR " + _fa(_money(c["amount"] * 86.2), "indian"))]
    elif imp == "EGY":
        reg = [("ACI No.", str(r.randint(10 ** 18, 10 ** 19 - 1))), ("Form 4 Ref.", f"F4/{r.randint(1000, 9999)}/{c['issue_date'].year}"),
               ("EGP equivalent", "EGP " + _fa(_money(c["amount"] * 50.4), "en"))]
    elif imp == "CHN":
        reg = [("SAFE Ref.", f"{r.randint(10 ** 9, 10 ** 10 - 1)}"), ("Contract No.", f"{r.choice(['SC', 'HT'])}{c['issue_date'].year}{r.randint(1000, 9999)}")]
    elif imp == "TUR":
        reg = [("Müşteri No / Customer No.", str(r.randint(10 ** 7, 10 ** 8 - 1))), ("Vergi No / Tax No.", str(r.randint(10 ** 9, 10 ** 10 - 1)))]
    elif imp == "BRA":
        reg = [("CNPJ do Ordenante", f"{r.randint(10, 99)}.{r.randint(100, 999)}.{r.randint(100, 999)}/0001-{r.randint(10, 99)}"),
               ("Contrato de Câmbio", f"{r.randint(10 ** 8, 10 ** 9 - 1)}")]
    elif imp == "VNM":
        reg = [("Mã số thuế / Tax code", str(r.randint(10 ** 9, 10 ** 10 - 1))), ("Số tài khoản / Account", _acct(r))]
    body.append(f"<h1 class=\"center\">{_e(title)}</h1>")
    body.append(_kvs([(a, _e(b)) for a, b in reg], "tab", lw="40%"))
    pairs = [(lab("lc"), _e(c["lc_number"])), (lab("issue"), _e(_fd(c["issue_date"], ds)))]
    rest = _credit_pairs(r, c, ds=ds, astyle=astyle, num_style=r.choice(_NUM_STYLES), include_id=False)
    # swap some captions for the bilingual ones
    bil = {"applicant": "applicant", "beneficiary": "beneficiary", "amount": "amount", "expiry": "expiry", "pol": "pol", "pod": "pod",
           "lsd": "lsd", "docs": "docs"}
    out = []
    for l, v in rest:
        key = next((k for k in bil if l in _LC_LABELS.get(k, [])), None)
        out.append((L.get(key, l) if key else l, v))
    pairs += out
    body.append(_kvs(pairs, r.choice(["row", "tab", "colon"]), lw="33%"))
    body.append(_para(r.sample(_SANCTIONS, 1) + [
        "This is a computer generated copy of the credit issued by SWIFT. The SWIFT message is the operative instrument."]))
    body.append(_signatures(r, [_officer(r), _officer(r)], ["Authorised officer", "Manager, Trade Finance"]))
    html = _page("".join(body), font=r.choice(["sans", "serif", "cond"]), size=r.choice([8.6, 9.0, 9.4]))
    return html, _lc_truth(c)


def _lc_emerging_swift(r: random.Random) -> tuple[str, dict]:
    """An emerging-market issuer's own print of its outgoing MT700, field names in the local language beside the
    English ones (Turkish, Portuguese, Vietnamese) or in English (China, India, Egypt, Bangladesh)."""
    imp = r.choice(_EMERGING)
    c = _make_credit(r, imp=imp)
    lang = {"TUR": "tr", "BRA": "pt", "VNM": "vn"}.get(imp, r.choice(["en", "EN"]))
    bank = c["issuing_bank"]
    heads = {"TUR": "DIŞ TİCARET OPERASYON MERKEZİ - GİDEN SWIFT MESAJI", "BRA": "COMÉRCIO EXTERIOR - MENSAGEM SWIFT ENVIADA",
             "VNM": "BẢN IN ĐIỆN SWIFT ĐI - OUTWARD SWIFT PRINT", "CHN": "SWIFT OUTWARD MESSAGE PRINTOUT",
             "IND": "OUTWARD SWIFT MESSAGE - TRADE FINANCE CPC", "EGY": "OUTGOING SWIFT - IMPORT LC", "BGD": "LC OPENING - SWIFT MT700 (OUTWARD)"}
    fields = _mt700_fields(r, c)
    head = (_bank_letterhead(r, bank, style=r.choice([0, 2])) + f"<div style=\"font-weight:bold;margin-bottom:4px\">{_e(heads[imp])}</div>"
            + f"<div class=\"small\">Receiver: {_e(c['advising_bank']['bic'])} {_e(c['advising_bank']['name'])} &nbsp; | &nbsp; "
            + f"Maker: {r.choice(['TF', 'OPS', 'LC'])}{r.randint(100, 999)} &nbsp; Checker: {r.choice(['TF', 'OPS', 'LC'])}{r.randint(100, 999)}</div><hr>")
    mode = r.random()
    if mode < 0.45:
        body = _swift_beside(r, fields, lang=lang, width=48 if lang in ("tr", "pt", "vn") else None)
    elif mode < 0.8:
        body = _swift_table(r, fields, lang=lang)
    else:
        body = _swift_alliance(r, fields, "700", c["issuing_bank"], c["advising_bank"], lang=lang, when=c["issue_date"])
    html = _page(head + body, size=r.choice([8.6, 9.0]))
    return html, _lc_truth(c)


_LC_LAYOUTS = {
    "application_form": _lc_application,
    "issuance_notice": _lc_issuance_notice,
    "advice_alliance_mt700": _lc_advice_alliance,
    "transfer_art38": _lc_transfer,
    "confirmation_letter": _lc_confirmation,
    "standby_isp98": _lc_standby,
    "amended_consolidated": _lc_amended,
    "emerging_issuer_letter": _lc_emerging_letter,
    "emerging_issuer_swift": _lc_emerging_swift,
    "mt700_raw_fin": _lc_raw_fin,
    "mt700_mt701_continuation": _lc_mt701,
    "mt700_system_print": _lc_tabular,
}


# ---------------------------------------------------------------------------------------------
# KYC: trade customers (sole traders, directors, signatories, beneficial owners)
# ---------------------------------------------------------------------------------------------

_HOME_CCY = {"GBR": "GBP", "USA": "USD", "SGP": "SGD", "HKG": "HKD", "ARE": "AED", "IND": "INR", "CHN": "CNY", "TUR": "TRY",
             "BRA": "BRL", "EGY": "EGP", "VNM": "VND", "BGD": "BDT", "DEU": "EUR", "NGA": "NGN", "KEN": "KES", "MYS": "MYR",
             "NLD": "EUR", "ITA": "EUR", "ESP": "EUR", "PAK": "PKR"}
# rough monthly income scale per currency unit
_INCOME_SCALE = {"GBP": 1, "USD": 1.25, "EUR": 1.15, "SGD": 1.7, "HKD": 9.8, "AED": 4.6, "INR": 45, "CNY": 6, "TRY": 25,
                 "BRL": 4, "EGP": 30, "VND": 12000, "BDT": 60, "NGN": 900, "KEN": 120, "KES": 120, "MYR": 4, "PKR": 150}
_NATID_COUNTRIES = {"TUR", "EGY", "VNM", "CHN", "ARE", "DEU"}


def _mrz_val(ch: str) -> int:
    if ch.isdigit():
        return int(ch)
    if "A" <= ch <= "Z":
        return ord(ch) - 55
    return 0


def _mrz_check(s: str) -> str:
    w = (7, 3, 1)
    return str(sum(_mrz_val(ch) * w[i % 3] for i, ch in enumerate(s)) % 10)


def _mrz_name(surname: str, given: str, width: int) -> str:
    def clean(x):
        x = _ascii(x).upper()
        x = re.sub(r"[^A-Z ]", " ", x.replace("-", " ").replace("'", ""))
        return "<".join(x.split())
    s = f"{clean(surname)}<<{clean(given)}"
    return (s + "<" * width)[:width]


def _mrz_td3(p: dict) -> list[str]:
    l1 = ("P<" + p["id_country"] + _mrz_name(p["surname"], p["given"], 39))[:44]
    num = (p["id_number"].replace("-", "").replace(" ", "") + "<" * 9)[:9]
    dob = _fd(p["dob"], "swift")
    exp = _fd(p["id_expiry"], "swift")
    sex = p["sex"] if p["sex"] in ("M", "F") else "<"
    pers = "<" * 14
    part = num + _mrz_check(num) + p["nationality"] + dob + _mrz_check(dob) + sex + exp + _mrz_check(exp) + pers + _mrz_check(pers)
    comp = num + _mrz_check(num) + dob + _mrz_check(dob) + exp + _mrz_check(exp) + pers + _mrz_check(pers)
    return [l1, part + _mrz_check(comp)]


def _mrz_td1(p: dict) -> list[str]:
    num = re.sub(r"[^A-Z0-9]", "", p["id_number"].upper())
    if len(num) > 9:
        doc, opt = num[:9], (num[9:] + "<" * 15)[:15]
        l1 = "I<" + p["id_country"] + doc + "<" + (num[9:] + _mrz_check(num) + "<" * 15)[:15]
        first_part = doc + "<" + l1[15:30]
    else:
        doc = (num + "<" * 9)[:9]
        l1 = "I<" + p["id_country"] + doc + _mrz_check(doc) + "<" * 15
        first_part = l1[5:30]
    dob = _fd(p["dob"], "swift")
    exp = _fd(p["id_expiry"], "swift")
    sex = p["sex"] if p["sex"] in ("M", "F") else "<"
    l2a = dob + _mrz_check(dob) + sex + exp + _mrz_check(exp) + p["nationality"] + "<" * 11
    comp = first_part + dob + _mrz_check(dob) + exp + _mrz_check(exp) + "<" * 11
    l2 = l2a + _mrz_check(comp)
    l3 = _mrz_name(p["surname"], p["given"], 30)
    return [l1[:30], l2[:30], l3]


def _id_number(r: random.Random, a3: str, kind: str) -> str:
    d = r.randint
    L = lambda: chr(65 + d(0, 25))
    if kind == "passport":
        return {"GBR": lambda: f"{d(100000000, 999999999)}", "USA": lambda: f"{d(500000000, 599999999)}",
                "SGP": lambda: f"K{d(1000000, 9999999)}{L()}", "HKG": lambda: f"K{d(10000000, 99999999)}",
                "ARE": lambda: f"{L()}{L()}{d(1000000, 9999999)}", "IND": lambda: f"{L()}{d(1000000, 9999999)}",
                "CHN": lambda: f"E{L()}{d(1000000, 9999999)}", "TUR": lambda: f"U{d(10000000, 99999999)}",
                "BRA": lambda: f"F{L()}{d(100000, 999999)}", "EGY": lambda: f"A{d(10000000, 99999999)}",
                "VNM": lambda: f"C{d(1000000, 9999999)}", "BGD": lambda: f"A{d(10000000, 99999999)}",
                "DEU": lambda: f"C{L()}{d(1, 9)}{L()}{d(10000, 99999)}", "NGA": lambda: f"A{d(10000000, 99999999)}",
                "KEN": lambda: f"AK{d(1000000, 9999999)}"}.get(a3, lambda: f"{L()}{d(10000000, 99999999)}")()
    return {"TUR": lambda: f"{d(1, 9)}{d(1000000000, 9999999999)}"[:11], "EGY": lambda: f"2{d(10 ** 12, 10 ** 13 - 1)}",
            "VNM": lambda: f"0{d(10 ** 10, 10 ** 11 - 1)}", "CHN": lambda: f"{d(110000, 659999)}{d(1960, 2000)}{d(1, 12):02d}{d(1, 28):02d}{d(100, 999)}{r.choice('0123456789X')}",
            "ARE": lambda: f"784-{d(1960, 2000)}-{d(1000000, 9999999)}-{d(1, 9)}", "DEU": lambda: f"L{L()}{d(1000000, 9999999)}"}[a3]()


def _tin(r: random.Random, a3: str) -> str | None:
    d = r.randint
    f = {"GBR": lambda: f"{d(10000, 99999)} {d(10000, 99999)}", "USA": lambda: f"{d(100, 899)}-{d(10, 99)}-{d(1000, 9999)}",
         "SGP": lambda: f"S{d(1000000, 9999999)}{chr(65 + d(0, 25))}", "HKG": lambda: f"{chr(65 + d(0, 25))}{d(100000, 999999)}({d(0, 9)})",
         "IND": lambda: "".join(chr(65 + d(0, 25)) for _ in range(5)) + f"{d(1000, 9999)}{chr(65 + d(0, 25))}",
         "CHN": lambda: f"{d(110000, 659999)}{d(1960, 2000)}{d(10, 12)}{d(10, 28)}{d(1000, 9999)}",
         "TUR": lambda: f"{d(10000000000, 99999999999)}", "BRA": lambda: f"{d(100, 999)}.{d(100, 999)}.{d(100, 999)}-{d(10, 99)}",
         "EGY": lambda: f"{d(100, 999)}-{d(100, 999)}-{d(100, 999)}", "VNM": lambda: f"{d(10 ** 9, 10 ** 10 - 1)}",
         "BGD": lambda: f"{d(10 ** 11, 10 ** 12 - 1)}", "DEU": lambda: f"{d(10, 99)} {d(100, 999)} {d(100, 999)} {d(100, 999)}",
         "NGA": lambda: f"{d(10000000, 99999999)}-0001", "KEN": lambda: f"A{d(100000000, 999999999)}{chr(65 + d(0, 25))}",
         "MYS": lambda: f"SG {d(10000000000, 99999999999)}"}.get(a3)
    return f() if f else None


_BIRTH_CITY = {"GBR": ["LONDON", "LEEDS", "GLASGOW", "BIRMINGHAM"], "USA": ["NEW YORK, U.S.A.", "TEXAS, U.S.A.", "CALIFORNIA, U.S.A."],
               "SGP": ["SINGAPORE"], "HKG": ["HONG KONG"], "ARE": ["DUBAI", "ABU DHABI", "SHARJAH"], "IND": ["MUMBAI", "SURAT", "CHENNAI", "KOLKATA"],
               "CHN": ["ZHEJIANG", "GUANGDONG", "FUJIAN", "SHANDONG"], "TUR": ["İSTANBUL", "BURSA", "İZMİR", "GAZİANTEP"],
               "BRA": ["SÃO PAULO", "CURITIBA", "SANTOS"], "EGY": ["CAIRO", "ALEXANDRIA", "TANTA"], "VNM": ["HA NOI", "HO CHI MINH", "HAI PHONG"],
               "BGD": ["DHAKA", "CHATTOGRAM", "SYLHET"], "DEU": ["HAMBURG", "KÖLN", "MÜNCHEN"], "NGA": ["LAGOS", "KANO", "ENUGU"],
               "KEN": ["NAIROBI", "MOMBASA", "KISUMU"]}
_DIRECTOR_OCC = ["Company Director", "Company Director", "Managing Director", "Director", "Executive Director", "Director and Shareholder"]
_SOLE_OCC = ["Sole Trader", "Proprietor", "Sole proprietor - import of textiles", "Self-employed trader", "Merchant (sole proprietorship)",
             "Importer and wholesaler (sole trader)", "Commodity trader - self-employed"]
_SIGNATORY_OCC = ["Finance Director", "Chief Financial Officer", "General Manager", "Company Secretary", "Head of Trade Operations", "Commercial Director"]
_RESIDENCE_HUBS = ["ARE", "SGP", "HKG", "GBR"]


def _make_subject(r: random.Random, role: str, *, nat: str | None = None, res: str | None = None, allow_natid: bool = True) -> dict:
    nat = nat or r.choice([k for k in _NAMES if k != "HKG"])  # HKSAR passports carry CHN codes: kept out
    if res is None:
        res = nat if r.random() < 0.6 else r.choice([h for h in _RESIDENCE_HUBS if h != nat] or ["GBR"])
    p = _person(r, nat)
    p["nationality"] = nat
    p["residence"] = res
    p["dob"] = date(r.randint(1958, 2000), r.randint(1, 12), r.randint(1, 28))
    if allow_natid and nat == res and nat in _NATID_COUNTRIES and r.random() < 0.45:
        p["id_type"] = "national_id"
        years = 10
    else:
        p["id_type"] = "passport"
        years = 10 if nat not in ("IND", "BGD", "EGY", "KEN") else r.choice([10, 7, 5])
    p["id_country"] = nat
    p["id_number"] = _id_number(r, nat, p["id_type"])
    issued = date(r.randint(max(2017, 2027 - years), 2025), r.randint(1, 12), r.randint(1, 28))
    p["id_issued"] = issued
    p["id_expiry"] = date(issued.year + years, issued.month, issued.day) - timedelta(days=1)
    p["address"] = _addr(r, res)
    p["prev_address"] = _addr(r, res if r.random() < 0.7 else nat)
    p["role"] = role
    p["company"] = _company(r, res, 60)
    p["company_addr"] = _addr(r, res, business=True)
    if role == "sole_trader":
        p["company"] = _trading_name(r, res)
        p["occupation"] = r.choice(_SOLE_OCC)
        p["employer"] = None
        p["sof"] = "business"
    elif role == "signatory":
        p["occupation"] = r.choice(_SIGNATORY_OCC)
        p["employer"] = p["company"]
        p["sof"] = "employment"
    else:
        p["occupation"] = r.choice(_DIRECTOR_OCC)
        p["employer"] = p["company"]
        p["sof"] = r.choice(["employment", "employment", "business", "investments"])
    ccy = _HOME_CCY.get(res, "USD")
    if res in ("ARE", "VNM", "BGD", "EGY", "NGA") and r.random() < 0.3:
        ccy = "USD"
    p["ccy"] = ccy
    scale = _INCOME_SCALE.get(ccy, 1)
    monthly = r.randint(25, 180) * 100 * scale
    monthly = round(monthly, -2) if monthly > 10000 else round(monthly, -1)
    p["monthly"] = _money(monthly)
    p["monthly_only"] = r.random() < 0.3
    p["annual"] = _money(p["monthly"] * 12) if p["monthly_only"] else _money(round(monthly * 12 * r.uniform(0.9, 1.2), -2 if monthly < 10000 else -3))
    p["pep"] = r.random() < 0.1
    p["pep_role"] = r.choice(["Member of municipal council (2019-2023)", "Board member, state-owned port authority",
                              "Close associate: spouse of a serving deputy minister", "Former honorary consul"]) if p["pep"] else None
    p["tin"] = _tin(r, res) if r.random() < 0.8 else None
    if res == "ARE" and r.random() < 0.6:
        p["tin"] = None
    p["sex_stated"] = r.random() < 0.9
    p["turnover"] = _money(r.randint(5, 400) * 100000 * scale / 2)
    p["reg_no"] = f"{r.choice(['CRN', 'Reg. No.', 'UEN', 'CR'])} {r.randint(10 ** 6, 10 ** 9)}"
    p["inc_date"] = date(r.randint(1995, 2022), r.randint(1, 12), r.randint(1, 28))
    p["business_start"] = p["inc_date"]
    return p


def _full_name(p: dict, case: str) -> str:
    s = f"{p['given']} {p['surname']}"
    return s.upper() if case == "upper" else s


def _kyc_truth(p: dict, case: str) -> dict:
    return {
        "full_name": _full_name(p, case),
        "date_of_birth": p["dob"].isoformat(),
        "sex": p["sex"] if p["sex_stated"] else None,
        "nationality": p["nationality"],
        "id_document_type": p["id_type"],
        "id_document_number": p["id_number"],
        "id_issuing_country": p["id_country"],
        "id_expiry_date": p["id_expiry"].isoformat(),
        "residential_address": p["address"],
        "country_of_residence": p["residence"],
        "occupation": p["occupation"],
        "employer_name": p["employer"],
        "annual_income": p["annual"],
        "income_currency": p["ccy"],
        "source_of_funds": p["sof"],
        "is_pep": p["pep"],
        "tax_identification_number": p["tin"],
    }


_SOF_LABELS = {"employment": ["Salary / employment income", "Employment", "Remuneration from employer"],
               "business": ["Business income / profits", "Business proceeds", "Own business"],
               "investments": ["Investments / dividends", "Investment income", "Dividends and investments"],
               "inheritance": ["Inheritance", "Inheritance / gift"], "pension": ["Pension"], "other": ["Other"]}


def _sof_boxes(r: random.Random, chosen: str, bx: str) -> str:
    return " &nbsp; ".join(f"{_box(k == chosen, bx)} {_e(r.choice(v) if k == chosen else v[0])}" for k, v in _SOF_LABELS.items())


def _sex_text(r: random.Random, sex: str) -> str:
    return r.choice({"M": ["M", "Male", "MALE"], "F": ["F", "Female", "FEMALE"]}[sex])


def _income_pair(r: random.Random, p: dict, astyle: str) -> tuple[str, str]:
    if p["monthly_only"]:
        return (r.choice(["Monthly income (gross)", "Gross monthly income", "Income per month", "Monthly salary / drawings"]),
                f"{p['ccy']} {_fa(p['monthly'], astyle)}")
    return (r.choice(["Annual income (gross)", "Gross annual income", "Yearly income", "Total annual income"]),
            f"{p['ccy']} {_fa(p['annual'], astyle)}")


def _nat_text(r: random.Random, a3: str) -> str:
    return r.choice([_NATIONALITY_WORD[a3], _COUNTRY[a3][0], a3, _cname(a3, r)])


def _pep_html(r: random.Random, p: dict, bx: str) -> str:
    s = f"{_box(p['pep'], bx)} Yes &nbsp; {_box(not p['pep'], bx)} No"
    if p["pep"]:
        s += f" &nbsp; Details: {_e(p['pep_role'])}"
    return s


def _id_type_text(r: random.Random, p: dict) -> str:
    if p["id_type"] == "passport":
        return r.choice(["Passport", "PASSPORT", "Passport (ICAO)"])
    return r.choice({"TUR": ["T.C. Kimlik Kartı / National ID card"], "EGY": ["National ID card"], "VNM": ["Citizen identity card (CCCD)"],
                     "CHN": ["Resident identity card"], "ARE": ["Emirates ID"], "DEU": ["Personalausweis / National identity card"]}[p["nationality"]])


def _passport_block(r: random.Random, p: dict, ds: str, case: str) -> str:
    """A passport data page (or ID card) rendered as a bordered visual zone with the MRZ."""
    mrz = _mrz_td3(p) if p["id_type"] == "passport" else _mrz_td1(p)
    sur = p["surname"].upper() if case == "upper" or r.random() < 0.7 else p["surname"]
    giv = p["given"].upper() if case == "upper" or r.random() < 0.7 else p["given"]
    issuer = _COUNTRY[p["id_country"]][0].upper()
    pob = r.choice(_BIRTH_CITY.get(p["nationality"], [""]))
    sex_cell = (f"<td><span class=\"cap\">Sex / Sexe</span>{p['sex']}</td>" if p["sex_stated"] else "")
    rows = [
        f"<tr><td><span class=\"cap\">Type</span>{'P' if p['id_type'] == 'passport' else 'ID'}</td><td><span class=\"cap\">Code</span>{p['id_country']}</td>"
        f"<td><span class=\"cap\">{'Passport No.' if p['id_type'] == 'passport' else 'Document No.'}</span><b>{_e(p['id_number'])}</b></td></tr>",
        f"<tr><td colspan=\"3\"><span class=\"cap\">Surname / Nom</span>{_e(sur)}</td></tr>",
        f"<tr><td colspan=\"3\"><span class=\"cap\">Given names / Prénoms</span>{_e(giv)}</td></tr>",
        f"<tr><td><span class=\"cap\">Nationality</span>{_e(issuer if r.random() < 0.5 else _NATIONALITY_WORD[p['nationality']].upper())}</td>"
        f"<td><span class=\"cap\">Date of birth</span>{_e(_fd(p['dob'], ds))}</td>{sex_cell}</tr>",
        f"<tr><td><span class=\"cap\">Place of birth</span>{_e(pob)}</td><td><span class=\"cap\">Date of issue</span>{_e(_fd(p['id_issued'], ds))}</td>"
        f"<td><span class=\"cap\">Date of expiry</span>{_e(_fd(p['id_expiry'], ds))}</td></tr>",
        f"<tr><td colspan=\"3\"><span class=\"cap\">Authority</span>{_e(r.choice(['MINISTRY OF INTERIOR', 'HM PASSPORT OFFICE', 'IMMIGRATION DEPARTMENT', 'MINISTRY OF FOREIGN AFFAIRS', 'NATIONAL REGISTRATION OFFICE']))}</td></tr>",
    ]
    show_mrz = p["sex_stated"] and not (p["id_type"] == "national_id" and p["nationality"] in ("CHN", "EGY"))
    mrz_html = f"<pre style=\"font-size:10pt;letter-spacing:1px;margin-top:6px\">{_e(chr(10).join(mrz))}</pre>" if show_mrz else ""
    return (f"<div style=\"border:1.2pt solid #222;border-radius:6px;padding:8px;width:92%;margin:6px 0\">"
            f"<div style=\"font-weight:bold\">{_e(issuer)} &mdash; {'PASSPORT / PASSEPORT' if p['id_type'] == 'passport' else 'IDENTITY CARD'}</div>"
            f"<div style=\"display:flex\"><div style=\"width:90px;height:110px;border:0.6pt solid #777;margin:6px 10px 0 0;font-size:7pt;color:#777;text-align:center\">PHOTO</div>"
            f"<table style=\"flex:1\">{''.join(rows)}</table></div>{mrz_html}</div>")


def _kyc_bank(r: random.Random, p: dict) -> dict:
    a3 = p["residence"] if p["residence"] in _BANKS else r.choice(["GBR", "SGP", "HKG", "ARE"])
    if r.random() < 0.08:
        a3 = "USA"
    return _bank(r, a3)


def _pairs_html(r: random.Random, pairs: list[tuple[str, str]], style: str, lw: str = "36%") -> str:
    """Render label/value pairs; 'below' arranges captioned boxes two to a row (long values full width)."""
    if style != "below":
        return _kvs(pairs, style, lw=lw)
    cells = []
    for l, v in pairs:
        wide = len(re.sub(r"<[^>]+>", "", v)) > 38
        cells.append(f"<div class=\"box\" style=\"width:{'98%' if wide else '48.5%'};margin:2px 0.5%;display:inline-block;vertical-align:top\">"
                     f"<span class=\"cap\">{_e(l)}</span>{v}</div>")
    return "<div>" + "".join(cells) + "</div>"


def _name_pairs(r: random.Random, p: dict, case: str) -> list[tuple[str, str]]:
    sur = p["surname"].upper() if case == "upper" else p["surname"]
    giv = p["given"].upper() if case == "upper" else p["given"]
    mode = r.random()
    if mode < 0.4:
        return [(r.choice(["Full name", "Name in full", "Full legal name", "Name of individual"]), _e(_full_name(p, case)))]
    if mode < 0.75:
        return [(r.choice(["Surname / Family name", "Surname", "Last name"]), _e(sur)),
                (r.choice(["Given name(s)", "First and middle names", "Forenames"]), _e(giv))]
    return [("Name (SURNAME, Given names)", _e(f"{sur.upper()}, {giv}"))]


def _personal_pairs(r: random.Random, p: dict, case: str, ds: str, astyle: str, bx: str, *, employer_blank: str | None = None,
                    include=("name", "dob", "sex", "nat", "id", "addr", "res", "occ", "emp", "inc", "sof", "pep", "tin")) -> list[tuple[str, str]]:
    P: list[tuple[str, str]] = []
    if "name" in include:
        P += _name_pairs(r, p, case)
    if "dob" in include:
        P.append((r.choice(["Date of birth", "DOB", "Birth date"]), _e(_fd(p["dob"], ds))))
    if "sex" in include:
        if p["sex_stated"]:
            P.append((r.choice(["Sex", "Gender", "Sex (M/F)"]), _e(_sex_text(r, p["sex"]))))
        elif r.random() < 0.5:
            P.append((r.choice(["Gender", "Sex"]), r.choice(["", "—", "Not disclosed"])))
    if "nat" in include:
        P.append((r.choice(["Nationality", "Citizenship", "Nationality (all)"]), _e(_nat_text(r, p["nationality"]))))
    if "id" in include:
        P.append((r.choice(["Identity document", "ID type", "Document type"]), _e(_id_type_text(r, p))))
        P.append((r.choice(["Document number", "ID number", "Passport / ID no."]), _e(p["id_number"])))
        P.append((r.choice(["Issuing country", "Country of issue", "Issued by (country)"]), _e(_cname(p["id_country"], r))))
        if r.random() < 0.5:
            P.append(("Date of issue", _e(_fd(p["id_issued"], ds))))
        P.append((r.choice(["Expiry date", "Date of expiry", "Valid until"]), _e(_fd(p["id_expiry"], ds))))
    if "addr" in include:
        P.append((r.choice(["Residential address", "Home address", "Permanent residential address", "Current residential address"]), _addr_html(r, p["address"])))
    if "res" in include:
        P.append((r.choice(["Country of residence", "Country of residence (tax)", "Resident in"]), _e(_cname(p["residence"], r))))
    if "occ" in include:
        P.append((r.choice(["Occupation", "Occupation / position", "Profession", "Designation"]), _e(p["occupation"])))
    if "emp" in include:
        if p["employer"]:
            P.append((r.choice(["Employer", "Name of employer", "Employer / company", "Employed by"]), _e(p["employer"])))
        else:
            P.append((r.choice(["Employer", "Name of employer"]), _e(employer_blank if employer_blank is not None else r.choice(["Self-employed", "N/A - sole trader", "—", "Not applicable (self-employed)"]))))
    if "inc" in include:
        l, v = _income_pair(r, p, astyle)
        P.append((l, _e(v)))
    if "sof" in include:
        P.append((r.choice(["Source of funds", "Main source of funds", "Source of income / funds"]), _sof_boxes(r, p["sof"], bx)))
    if "pep" in include:
        P.append((r.choice(["Politically exposed person (PEP)?", "Are you a PEP or related to a PEP?", "PEP status"]), _pep_html(r, p, bx)))
    if "tin" in include:
        if p["tin"]:
            P.append((r.choice(["Tax identification number", "TIN", "Tax reference number", "Personal tax ID"]), _e(p["tin"])))
        elif r.random() < 0.6:
            P.append((r.choice(["Tax identification number", "TIN"]), r.choice(["", "—", "N/A", "Not issued"])))
    return P


def _declaration(r: random.Random, p: dict, case: str, ds: str, when: date) -> str:
    name = _full_name(p, case)
    text = r.choice([
        f"I, {name}, declare that the information given in this form is true and complete, and I undertake to inform the bank of any change within 30 days.",
        f"I, the undersigned {name}, confirm that the above particulars are correct and consent to the bank verifying them with third parties and credit reference agencies.",
        f"Declaration by {name}: I certify that I am the person named above, that the funds to be used are not the proceeds of crime, and that I am acting on my own behalf.",
    ])
    return (f"<h3>{_e(r.choice(['Declaration', 'DECLARATION AND SIGNATURE', 'Customer declaration']))}</h3><p style=\"text-align:justify\">{_e(text)}</p>"
            f"<table style=\"width:100%\"><tr><td style=\"padding-top:22px\"><div style=\"border-top:0.6pt solid #333;width:70%\">Signature</div></td>"
            f"<td style=\"padding-top:22px\">Date: {_e(_fd(when, ds))}</td></tr></table>")


def _bank_use_kyc(r: random.Random, ds: str, when: date) -> str:
    rm = _officer(r)
    return (f"<div class=\"box small\" style=\"background:#f2f2f2;margin-top:8px\"><b>FOR BANK USE</b> &nbsp; CIF: {r.randint(10 ** 7, 10 ** 8 - 1)} &nbsp; "
            f"Risk rating: {r.choice(['Low', 'Medium', 'High', 'Medium-High'])} &nbsp; Screening: {r.choice(['no match', 'false positive cleared', 'no hit'])} &nbsp; "
            f"Reviewed by: {_e(rm)} (staff {r.randint(10000, 99999)}) on {_e(_fd(when + timedelta(days=r.randint(0, 5)), ds))} &nbsp; "
            f"Next review: {_e(_fd(when + timedelta(days=365 * r.choice([1, 2, 3])), ds))}</div>")


_KYC_NOTICE = [
    "The bank is required by anti-money laundering and counter-terrorist financing laws to identify its customers and verify their identity, and to understand the nature of their business and the source of their funds.",
    "Personal data in this form will be processed for the purpose of opening and operating accounts and trade facilities, for fraud prevention, sanctions screening and regulatory reporting, and may be shared with group companies and correspondents.",
    "Where a customer fails to provide information requested for due diligence, the bank may decline to open the relationship or to process a transaction, and may be required to file a report with the authorities.",
    "Customers must notify the bank promptly of any change in the information given, including changes of address, nationality, tax residence, occupation or politically exposed person status.",
    "Tax residency information is collected under the Common Reporting Standard and FATCA. The bank may report account information to the tax authorities of the country of residence.",
]


def _kyc_sole_trader(r: random.Random) -> tuple[str, dict]:
    p = _make_subject(r, "sole_trader")
    bank = _kyc_bank(r, p)
    us = bank["country"] == "USA"
    ds = _ds(r, us)
    case = r.choice(["upper", "title"])
    astyle = "en"
    bx = r.choice(["glyph", "square", "brackets", "tick"])
    style = r.choice(["row", "colon", "tab", "below", "leader"])
    when = date(2026, r.randint(1, 6), r.randint(1, 28))
    trading = f"{_full_name(p, case)} t/a {p['company']}" if r.random() < 0.5 else p["company"]
    biz = [(r.choice(["Trading name", "Business name", "Trading as"]), _e(trading)),
           (r.choice(["Business address", "Place of business", "Principal business address"]), _addr_html(r, p["company_addr"])),
           ("Nature of business", _e(r.choice(["Import and wholesale of textiles", "Trading in agricultural commodities", "Import of spare parts and machinery", "Export of garments and accessories", "Wholesale of foodstuffs"]))),
           (r.choice(["Trading since", "Date business commenced", "Established"]), _e(_fd(p["business_start"], ds))),
           (r.choice(["Business registration no.", "Trade licence no.", "Registration number"]), _e(p["reg_no"])),
           (r.choice(["Annual turnover", "Business turnover (last FY)", "Sales turnover"]), _e(f"{p['ccy']} {_fa(p['turnover'], astyle)}")),
           ("Main countries of trade", _e(", ".join(_COUNTRY[a][0] for a in r.sample(list(_COUNTRY), 3)))),
           (r.choice(["Expected monthly trade volume", "Expected annual LC issuance"]), _e(f"USD {_fa(_money(r.randint(5, 300) * 10000), astyle)}"))]
    if r.random() < 0.5:
        biz.append((r.choice(["Business VAT / GST no.", "Sales tax registration"]), _e(f"{r.choice(['GB', 'TRN ', 'GST ', 'VAT '])}{r.randint(10 ** 8, 10 ** 9 - 1)}")))
    pers = _personal_pairs(r, p, case, ds, astyle, bx)
    body = [_bank_letterhead(r, bank, dept=r.choice(["Trade Customer Onboarding", "Business Banking - Trade", "Client Due Diligence"]))]
    body.append(f"<h1>{_e(r.choice(['Trade Customer Onboarding - Sole Proprietor', 'KYC FORM: SOLE TRADER / SOLE PROPRIETORSHIP', 'Account and Trade Facility Application - Sole Trader']))}</h1>")
    body.append(f"<div class=\"small\">Application ref. {r.choice(['ONB', 'KYC', 'TC'])}-{r.randint(100000, 999999)} &nbsp; Form printed {_e(_fd(date(2025, r.randint(1, 12), 1), ds))}</div>")
    body.append(f"<h2>{_e(r.choice(['Section A - Business details', 'A. THE BUSINESS', '1. About the business']))}</h2>" + _pairs_html(r, biz, style))
    body.append(f"<h2>{_e(r.choice(['Section B - Proprietor (individual)', 'B. THE PROPRIETOR', '2. About you (the sole trader)']))}</h2>" + _pairs_html(r, pers, style))
    facilities = ["Import letters of credit", "Documentary collections", "Trade loans / import financing", "Export LC advising and negotiation", "Bank guarantees", "FX forwards"]
    body.append(f"<h2>{_e(r.choice(['Section C - Trade facilities requested', 'C. PRODUCTS REQUIRED']))}</h2><p>"
                + " &nbsp; ".join(f"{_box(r.random() < 0.5, bx)} {_e(f)}" for f in facilities) + "</p>")
    if r.random() < 0.5:
        body.append("<div class=\"pb\"></div>")
    body.append(_para(r.sample(_KYC_NOTICE, 3)))
    body.append(_declaration(r, p, case, ds, when))
    body.append(_bank_use_kyc(r, ds, when))
    html = _page("".join(body), font=r.choice(["sans", "cond", "serif"]), size=r.choice([8.8, 9.2, 9.6]),
                 foot=_form_code(r, "KYC") if r.random() < 0.7 else None, cont=bank["name"] if r.random() < 0.4 else None)
    return html, _kyc_truth(p, case)


def _kyc_director(r: random.Random) -> tuple[str, dict]:
    """Individual KYC of a director of a corporate trade customer; employer is the company. The company's own
    details (registration, address, turnover, TIN) and the other directors are distractors."""
    p = _make_subject(r, "director")
    bank = _kyc_bank(r, p)
    us = bank["country"] == "USA"
    ds = _ds(r, us)
    case = r.choice(["upper", "title"])
    astyle = "en"
    bx = r.choice(["glyph", "square", "brackets"])
    style = r.choice(["row", "colon", "tab", "below"])
    when = date(2026, r.randint(1, 6), r.randint(1, 28))
    co_tin = _tin(r, p["residence"]) or f"TRN {r.randint(10 ** 14, 10 ** 15 - 1)}"
    comp = [("Company name", _e(p["company"])), ("Registration number", _e(p["reg_no"])),
            ("Date of incorporation", _e(_fd(p["inc_date"], ds))), ("Registered office", _addr_html(r, p["company_addr"])),
            (r.choice(["Company tax number", "Corporate TIN", "Company VAT / TRN"]), _e(co_tin)),
            ("Annual turnover", _e(f"{p['ccy']} {_fa(p['turnover'], astyle)}")),
            ("Business activity", _e(r.choice(["General trading - import of building materials", "Import and distribution of foodstuffs", "Export of garments", "Steel trading", "Electronics wholesale"])))]
    others = []
    for _ in range(r.randint(1, 3)):
        q = _make_subject(r, "director", res=p["residence"])
        others.append((f"{q['given']} {q['surname']}", _fd(q["dob"], ds), _NATIONALITY_WORD[q["nationality"]], f"{r.choice([10, 20, 25, 30, 40])}%"))
    pers = _personal_pairs(r, p, case, ds, astyle, bx)
    body = [_bank_letterhead(r, bank)]
    body.append(f"<h1>{_e(r.choice(['Individual Due Diligence - Director of Corporate Customer', 'KYC: DIRECTOR / AUTHORISED PERSON', 'Connected Party KYC Form (Director)']))}</h1>")
    body.append(f"<div class=\"small\">Relationship: {_e(p['company'])} &nbsp; Case no. {r.randint(100000, 999999)}</div>")
    comp_html = _pairs_html(r, comp, "row" if style == "below" else style)
    dir_rows = "".join(f"<tr><td>{_e(a)}</td><td>{_e(b)}</td><td>{_e(c)}</td><td>{_e(d)}</td></tr>" for a, b, c, d in others)
    part1 = (f"<h2>{_e(r.choice(['Part 1 - The company', 'COMPANY INFORMATION (for reference)']))}</h2>" + comp_html
             + f"<h3>Other directors and shareholders</h3><table class=\"grid\" style=\"width:100%\"><tr><th>Name</th><th>Date of birth</th><th>Nationality</th><th>Shareholding</th></tr>{dir_rows}</table>")
    part2 = f"<h2>{_e(r.choice(['Part 2 - The director (individual)', 'PERSONAL DETAILS OF THE DIRECTOR']))}</h2>" + _pairs_html(r, pers, style)
    body += [part1, part2] if r.random() < 0.7 else [part2, part1]
    body.append(_para(r.sample(_KYC_NOTICE, 2)))
    body.append(_declaration(r, p, case, ds, when))
    if r.random() < 0.5:
        body.append(_bank_use_kyc(r, ds, when))
    html = _page("".join(body), font=r.choice(["sans", "serif"]), size=r.choice([8.8, 9.2]))
    return html, _kyc_truth(p, case)


def _kyc_passport_copy(r: random.Random) -> tuple[str, dict]:
    """Certified copy of the passport (or ID card) data page with MRZ, followed by the bank's short CDD form."""
    p = _make_subject(r, r.choice(["director", "sole_trader", "signatory"]))
    p["sex_stated"] = True
    bank = _kyc_bank(r, p)
    us = bank["country"] == "USA"
    ds = _ds(r, us)
    case = r.choice(["upper", "title"])
    bx = r.choice(["glyph", "brackets", "square"])
    when = date(2026, r.randint(1, 6), r.randint(1, 28))
    certifier = _officer(r)
    body = [f"<div class=\"small\">{_e(bank['name'])} - customer file - identity evidence</div>",
            _passport_block(r, p, "d_mon_y", case),
            f"<div class=\"box\" style=\"width:60%;transform:rotate(-2deg);margin:14px 0 0 40px;border:1.5pt double #333\">"
            f"<b>CERTIFIED TRUE COPY OF THE ORIGINAL</b><br>Seen and verified by {_e(certifier)}, {_e(r.choice(['Relationship Manager', 'Trade Sales Manager', 'Notary Public', 'Chartered Accountant']))}<br>"
            f"Date: {_e(_fd(when - timedelta(days=r.randint(0, 10)), ds))} &nbsp; Reg./Staff no. {r.randint(10000, 99999)}</div>",
            "<div class=\"pb\"></div>", _bank_letterhead(r, bank),
            f"<h2>{_e(r.choice(['Customer Due Diligence - Individual', 'CDD SUPPLEMENT TO IDENTITY DOCUMENT', 'Know Your Customer - personal information']))}</h2>"]
    pers = _personal_pairs(r, p, case, ds, "en", bx, include=("name", "addr", "res", "occ", "emp", "inc", "sof", "pep", "tin", "nat", "dob"))
    body.append(_pairs_html(r, pers, r.choice(["row", "colon", "tab", "below"])))
    body.append(_para(r.sample(_KYC_NOTICE, 2)))
    body.append(_declaration(r, p, case, ds, when))
    html = _page("".join(body), size=r.choice([9.0, 9.4]), foot=_form_code(r, "CDD") if r.random() < 0.6 else None)
    return html, _kyc_truth(p, case)


def _kyc_trade_questionnaire(r: random.Random) -> tuple[str, dict]:
    """Trade-finance KYC questionnaire: the trade profile (volumes, products, counterparties, ports) is context;
    the truth is the key principal's individual section."""
    p = _make_subject(r, r.choice(["director", "sole_trader"]))
    bank = _kyc_bank(r, p)
    ds = _ds(r, bank["country"] == "USA")
    case = r.choice(["upper", "title"])
    bx = r.choice(["glyph", "brackets", "tick"])
    when = date(2026, r.randint(1, 6), r.randint(1, 28))
    cps = []
    for _ in range(r.randint(2, 4)):
        a3 = r.choice(list(_CO_PARTS))
        cps.append((_company(r, a3, 60), _COUNTRY[a3][0], r.choice(["Supplier", "Buyer", "Freight forwarder", "Supplier"]),
                    f"USD {_fa(_money(r.randint(5, 200) * 10000), 'en')}"))
    qa = [("Products traded", r.choice(["Textiles and yarn", "Steel products", "Rice and pulses", "Electronic components", "Frozen seafood"])),
          ("Expected annual import volume", f"USD {_fa(_money(r.randint(10, 900) * 10000), 'en')}"),
          ("Expected annual export volume", f"USD {_fa(_money(r.randint(0, 500) * 10000), 'en')}"),
          ("Usual ports of loading / discharge", f"{r.choice(_PORTS['CHN'])} / {r.choice(_PORTS.get(p['residence'], _PORTS['ARE']))}"),
          ("Any dealings with sanctioned countries?", "No"), ("Dual-use or military goods?", "No"),
          ("Use of third-party payments?", r.choice(["No", "Occasionally, via group company"]))]
    body = [_bank_letterhead(r, bank, dept="Trade Finance")]
    body.append(f"<h1>{_e(r.choice(['Trade Finance KYC Questionnaire', 'TRADE CUSTOMER DUE DILIGENCE QUESTIONNAIRE', 'Trade Profile and Principal KYC']))}</h1>")
    body.append(f"<p class=\"small\">Customer: {_e(p['company'])} &nbsp; Segment: {r.choice(['SME', 'Mid-market', 'Business Banking'])} &nbsp; Date: {_e(_fd(when, ds))}</p>")
    body.append("<h2>1. Trade profile</h2><table class=\"grid\" style=\"width:100%\">" + "".join(f"<tr><td style=\"width:45%\">{_e(q)}</td><td>{_e(a)}</td></tr>" for q, a in qa) + "</table>")
    body.append("<h3>Main counterparties</h3><table class=\"grid\" style=\"width:100%\"><tr><th>Name</th><th>Country</th><th>Role</th><th>Annual value</th></tr>"
                + "".join(f"<tr><td>{_e(a)}</td><td>{_e(b)}</td><td>{_e(c)}</td><td>{_e(d)}</td></tr>" for a, b, c, d in cps) + "</table>")
    pers = _personal_pairs(r, p, case, ds, "en", bx)
    body.append(f"<h2>2. {_e(r.choice(['Key principal - individual details', 'Principal / controller (natural person)', 'Individual KYC of the proprietor or director']))}</h2>")
    body.append("<table class=\"grid\" style=\"width:100%\"><tr><th style=\"width:36%\">Question</th><th>Response</th></tr>"
                + "".join(f"<tr><td>{_e(l)}</td><td>{v}</td></tr>" for l, v in pers) + "</table>")
    body.append("<h2>3. Declarations</h2>" + _para(r.sample(_KYC_NOTICE, 4)))
    body.append(_declaration(r, p, case, ds, when))
    body.append(_bank_use_kyc(r, ds, when))
    html = _page("".join(body), font=r.choice(["sans", "cond"]), size=r.choice([8.8, 9.2]),
                 foot=_form_code(r, "TFQ") if r.random() < 0.7 else None)
    return html, _kyc_truth(p, case)


def _kyc_ubo(r: random.Random) -> tuple[str, dict]:
    """Beneficial ownership declaration of a trading company: the UBO table lists all owners (distractors);
    the truth is the individual whose full KYC section follows."""
    p = _make_subject(r, "director")
    bank = _kyc_bank(r, p)
    ds = _ds(r, bank["country"] == "USA")
    case = r.choice(["upper", "title"])
    bx = r.choice(["glyph", "brackets", "square"])
    when = date(2026, r.randint(1, 6), r.randint(1, 28))
    owners = [(p, r.choice([26, 30, 35, 40, 51, 60]))]
    for _ in range(r.randint(1, 2)):
        owners.append((_make_subject(r, "director"), r.choice([25, 20, 15, 30])))
    r.shuffle(owners)
    idx = next(k for k, (q, _) in enumerate(owners) if q is p) + 1
    rows = "".join(f"<tr><td>{k + 1}</td><td>{_e(_full_name(q, case))}</td><td>{_e(_fd(q['dob'], ds))}</td><td>{_e(_NATIONALITY_WORD[q['nationality']])}</td>"
                   f"<td>{pct}%</td></tr>" for k, (q, pct) in enumerate(owners))
    body = [_bank_letterhead(r, bank)]
    body.append(f"<h1>{_e(r.choice(['Declaration of Beneficial Ownership', 'ULTIMATE BENEFICIAL OWNER (UBO) DECLARATION', 'Beneficial Owner Identification']))}</h1>")
    body.append(f"<p>Entity: <b>{_e(p['company'])}</b>, {_e(p['company_addr'])}<br>Registration: {_e(p['reg_no'])}</p>")
    body.append("<h2>Persons holding 25% or more, or otherwise controlling the entity</h2><table class=\"grid\" style=\"width:100%\">"
                f"<tr><th>No.</th><th>Name</th><th>Date of birth</th><th>Nationality</th><th>Ownership</th></tr>{rows}</table>")
    body.append(f"<h2>{_e(f'Individual KYC - beneficial owner no. {idx}')}</h2>")
    pers = _personal_pairs(r, p, case, ds, "en", bx)
    body.append(_pairs_html(r, pers, r.choice(["row", "tab", "colon", "below"])))
    body.append(f"<p class=\"small\">KYC for beneficial owners other than no. {idx} is recorded on separate forms.</p>")
    body.append(_para(r.sample(_KYC_NOTICE, 2)))
    body.append(_declaration(r, p, case, ds, when))
    html = _page("".join(body), size=r.choice([8.8, 9.2, 9.6]))
    return html, _kyc_truth(p, case)


def _kyc_signatory(r: random.Random) -> tuple[str, dict]:
    """Authorised signatory card for a trading company's trade account: captioned boxes, specimen signature,
    mandate limits (distractor amounts)."""
    p = _make_subject(r, r.choice(["signatory", "director"]))
    bank = _kyc_bank(r, p)
    ds = _ds(r, bank["country"] == "USA")
    case = r.choice(["upper", "title"])
    bx = r.choice(["glyph", "brackets"])
    when = date(2026, r.randint(1, 6), r.randint(1, 28))
    pers = _personal_pairs(r, p, case, ds, "en", bx)
    body = [_bank_letterhead(r, bank, style=2)]
    body.append(f"<h2 class=\"center\">{_e(r.choice(['AUTHORISED SIGNATORY CARD AND KYC', 'Specimen Signature and Signatory Information', 'Signatory Mandate - Trade Accounts']))}</h2>")
    body.append(f"<table style=\"width:100%\" class=\"small\"><tr><td>Account holder: <b>{_e(p['company'])}</b></td><td>Account no.: {_e(_acct(r))}</td>"
                f"<td>Signing group: {r.choice(['A', 'B', 'A/B'])}</td></tr><tr><td colspan=\"2\">Mandate: {r.choice(['any two signatories jointly', 'one Group A with one Group B', 'sole signatory up to limit'])}</td>"
                f"<td>Limit: USD {_fa(_money(r.randint(1, 50) * 50000), 'en')}</td></tr></table>")
    body.append(_pairs_html(r, pers, "below"))
    body.append("<table style=\"width:100%;margin-top:6px\"><tr>" + "".join(
        f"<td style=\"width:33%;border:0.8pt solid #333;height:60px;vertical-align:bottom\" class=\"small\">Specimen signature {k}</td>" for k in (1, 2, 3)) + "</tr></table>")
    body.append(f"<p class=\"small\">Signature and information of {_e(_full_name(p, case))} certified by the company secretary "
                f"{_e(_officer(r, p['residence'] if p['residence'] in _NAMES else None))} on {_e(_fd(when, ds))}.</p>")
    body.append(_bank_use_kyc(r, ds, when))
    html = _page("".join(body), font=r.choice(["sans", "cond"]), size=r.choice([8.8, 9.2]))
    return html, _kyc_truth(p, case)


def _kyc_periodic_review(r: random.Random) -> tuple[str, dict]:
    """KYC periodic review: a 'previous (on file)' column next to the 'current (verified)' column; the current
    column is the truth, previous address / employer / document / income are distractors."""
    p = _make_subject(r, r.choice(["director", "sole_trader", "signatory"]))
    bank = _kyc_bank(r, p)
    ds = _ds(r, bank["country"] == "USA")
    case = r.choice(["upper", "title"])
    bx = r.choice(["glyph", "brackets"])
    when = date(2026, r.randint(1, 6), r.randint(1, 28))
    astyle = "en"
    old_num = _id_number(r, p["id_country"], p["id_type"])
    old_exp = p["id_issued"] - timedelta(days=r.randint(1, 200))
    prev_emp = _company(r, p["residence"], 60)
    prev_occ = r.choice(["Sales Manager", "Operations Manager", "Trader", "Procurement Officer", p["occupation"]])
    prev_income = _money(round(p["annual"] * r.uniform(0.7, 0.95), -2))
    rows = [("Name", _full_name(p, case), _full_name(p, case)),
            ("Date of birth", _fd(p["dob"], ds), _fd(p["dob"], ds)),
            ("Nationality", _nat_text(r, p["nationality"]), _nat_text(r, p["nationality"]))]
    if p["sex_stated"]:
        rows.append(("Sex", _sex_text(r, p["sex"]), _sex_text(r, p["sex"])))
    rows += [("Residential address", p["prev_address"], p["address"]),
             ("Country of residence", _cname(p["residence"]), _cname(p["residence"])),
             ("ID document", f"{_id_type_text(r, p)} {old_num} ({_cname(p['id_country'])}), expired {_fd(old_exp, ds)}",
              f"{_id_type_text(r, p)} {p['id_number']}"),
             ("Issuing country", _cname(p["id_country"]), _cname(p["id_country"])),
             ("ID expiry date", _fd(old_exp, ds), _fd(p["id_expiry"], ds)),
             ("Occupation", prev_occ, p["occupation"]),
             ("Employer", prev_emp, p["employer"] or r.choice(["Self-employed", "None - sole trader"]))]
    if p["monthly_only"]:
        rows.append(("Monthly income", f"{p['ccy']} {_fa(_money(round(prev_income / 12, -1)), astyle)}", f"{p['ccy']} {_fa(p['monthly'], astyle)}"))
    else:
        rows.append(("Annual income", f"{p['ccy']} {_fa(prev_income, astyle)}", f"{p['ccy']} {_fa(p['annual'], astyle)}"))
    sof_now = r.choice(_SOF_LABELS[p["sof"]])
    rows.append(("Source of funds", r.choice(["Employment", "Business income", "Savings"]), sof_now))
    rows.append(("PEP", "No", "Yes - " + p["pep_role"] if p["pep"] else "No"))
    rows.append(("Tax identification number", p["tin"] or "—", p["tin"] or r.choice(["—", "Not held", "N/A"])))
    cur_head = r.choice([f"Current (verified {_fd(when, ds)})", "Updated / verified", "CURRENT RECORD"])
    prev_head = r.choice(["Previous (on file)", "Record before review", "OLD VALUE"])
    trs = "".join(f"<tr><td>{_e(a)}</td><td style=\"color:#555\">{_e(b)}</td><td><b>{_e(c)}</b></td></tr>" for a, b, c in rows)
    body = [_bank_letterhead(r, bank)]
    body.append(f"<h1>{_e(r.choice(['KYC Periodic Review - Individual', 'CUSTOMER INFORMATION REFRESH', 'Periodic Due Diligence Review']))}</h1>")
    body.append(f"<p class=\"small\">Customer relationship: {_e(p['company'])} &nbsp; Last review: {_e(_fd(when - timedelta(days=365 * r.choice([1, 2, 3])), ds))} &nbsp; Trigger: {r.choice(['scheduled review', 'ID expiry', 'change of address notified'])}</p>")
    body.append(f"<table class=\"grid\" style=\"width:100%\"><tr><th style=\"width:22%\">Field</th><th>{_e(prev_head)}</th><th>{_e(cur_head)}</th></tr>{trs}</table>")
    body.append(f"<p class=\"small\">Only the current column reflects the customer's present details; previous values are retained for audit.</p>")
    body.append(_declaration(r, p, case, ds, when))
    body.append(_bank_use_kyc(r, ds, when))
    html = _page("".join(body), size=r.choice([8.8, 9.2]))
    return html, _kyc_truth(p, case)


def _kyc_id_verification(r: random.Random) -> tuple[str, dict]:
    """Relationship manager's identification and verification record (often with a national ID card)."""
    p = _make_subject(r, r.choice(["director", "sole_trader", "signatory"]), allow_natid=True)
    if p["nationality"] in _NATID_COUNTRIES and p["residence"] == p["nationality"] and r.random() < 0.6:
        p["id_type"] = "national_id"
        p["id_number"] = _id_number(r, p["nationality"], "national_id")
    bank = _kyc_bank(r, p)
    ds = _ds(r, bank["country"] == "USA")
    case = r.choice(["upper", "title"])
    bx = r.choice(["glyph", "brackets", "tick"])
    when = date(2026, r.randint(1, 6), r.randint(1, 28))
    rm = _officer(r)
    util = r.choice(["Electricity bill", "Water and electricity bill (DEWA)", "Council tax statement", "Bank statement", "Tenancy contract (Ejari)"])
    body = [_bank_letterhead(r, bank)]
    body.append(f"<h1>{_e(r.choice(['Customer Identification and Verification Record', 'ID&V RECORD - FACE-TO-FACE', 'Identity Verification Checklist']))}</h1>")
    body.append(f"<p class=\"small\">Prepared by {_e(rm)}, {r.choice(['Relationship Manager', 'Trade Sales', 'Branch Operations'])}, on {_e(_fd(when, ds))} for the onboarding of {_e(p['company'])}.</p>")
    body.append("<h2>A. Person identified</h2>")
    body.append(_pairs_html(r, _personal_pairs(r, p, case, ds, "en", bx, include=("name", "dob", "sex", "nat")), r.choice(["row", "colon", "tab"])))
    body.append("<h2>B. Document examined</h2>")
    body.append(_pairs_html(r, _personal_pairs(r, p, case, ds, "en", bx, include=("id",)) + [("Original sighted", f"{_box(True, bx)} Yes {_box(False, bx)} No"),
                                                                                         ("Electronic check", r.choice(["Passed (chip read)", "Passed", "Not available"]))], "row"))
    if p["sex_stated"] and r.random() < 0.6 and not (p["id_type"] == "national_id" and p["nationality"] in ("CHN", "EGY")):
        mrz = _mrz_td3(p) if p["id_type"] == "passport" else _mrz_td1(p)
        body.append(f"<p class=\"small\">Machine readable zone as read:</p><pre style=\"font-size:9.5pt\">{_e(chr(10).join(mrz))}</pre>")
    body.append("<h2>C. Address verification</h2>")
    body.append(_pairs_html(r, _personal_pairs(r, p, case, ds, "en", bx, include=("addr", "res")) + [
        ("Evidence", f"{util} dated {_fd(when - timedelta(days=r.randint(10, 80)), ds)}")], "row"))
    body.append("<h2>D. Economic profile</h2>")
    body.append(_pairs_html(r, _personal_pairs(r, p, case, ds, "en", bx, include=("occ", "emp", "inc", "sof", "pep", "tin")), r.choice(["row", "colon", "tab"])))
    body.append(f"<p class=\"small\">I confirm that I met {_e(_full_name(p, case))} in person and that the photograph in the document examined is a true likeness.</p>")
    body.append(_signatures(r, [rm, _officer(r)], ["Relationship Manager", "Checker"]))
    html = _page("".join(body), size=r.choice([8.8, 9.2]))
    return html, _kyc_truth(p, case)


_KYC_LAYOUTS = {
    "sole_trader_onboarding": _kyc_sole_trader,
    "director_cdd": _kyc_director,
    "passport_copy_cdd": _kyc_passport_copy,
    "trade_questionnaire": _kyc_trade_questionnaire,
    "ubo_declaration": _kyc_ubo,
    "signatory_card": _kyc_signatory,
    "periodic_review": _kyc_periodic_review,
    "id_verification_record": _kyc_id_verification,
}


# ---------------------------------------------------------------------------------------------
# loans: residential and secured personal loans of business owners
# ---------------------------------------------------------------------------------------------

_RATE = {"GBP": (3.9, 6.4), "USD": (5.8, 7.9), "SGD": (2.6, 4.2), "AED": (3.9, 6.2), "INR": (8.2, 10.4), "HKD": (3.1, 4.6),
         "KES": (12.5, 16.5), "MYR": (3.8, 5.0), "NGN": (18.0, 26.0), "EUR": (3.1, 4.6)}
_LOAN_COUNTRIES = ["GBR", "GBR", "USA", "SGP", "ARE", "IND", "HKG", "KEN", "MYS", "NGA"]
_DOMAINS = ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.co.uk", "protonmail.com"]


def _phone(r: random.Random, a3: str) -> str:
    d = r.randint
    return {"GBR": lambda: r.choice([f"07{d(100, 999)} {d(100000, 999999)}", f"+44 7{d(100, 999)} {d(100, 999)} {d(100, 999)}"]),
            "USA": lambda: r.choice([f"({d(201, 989)}) {d(200, 999)}-{d(1000, 9999)}", f"{d(201, 989)}-{d(200, 999)}-{d(1000, 9999)}"]),
            "SGP": lambda: f"+65 {d(8, 9)}{d(100, 999)} {d(1000, 9999)}", "ARE": lambda: f"+971 5{r.choice('0258')} {d(100, 999)} {d(1000, 9999)}",
            "IND": lambda: f"+91 {d(70000, 99999)} {d(10000, 99999)}", "HKG": lambda: f"+852 {d(5, 9)}{d(100, 999)} {d(1000, 9999)}",
            "KEN": lambda: f"+254 7{d(10, 99)} {d(100000, 999999)}", "MYS": lambda: f"+60 1{d(1, 9)}-{d(100, 999)} {d(1000, 9999)}",
            "NGA": lambda: f"+234 80{d(1, 9)} {d(100, 999)} {d(1000, 9999)}"}.get(a3, lambda: f"+{d(20, 99)} {d(100, 999)} {d(100000, 999999)}")()


def _email(r: random.Random, p: dict) -> str:
    g = re.sub(r"[^a-z]", "", _ascii(p["given"].split(" ")[0]).lower())
    s = re.sub(r"[^a-z]", "", _ascii(p["surname"]).lower())
    return r.choice([f"{g}.{s}", f"{g[0]}{s}", f"{s}.{g}{r.randint(1, 99)}", f"{g}{s}"]) + "@" + r.choice(_DOMAINS)


def _make_loan(r: random.Random, a3: str | None = None, *, purpose: str | None = None, personal: bool = False) -> dict:
    a3 = a3 or r.choice(_LOAN_COUNTRIES)
    origin = a3 if a3 in _NAMES else r.choice(["IND", "GBR", "CHN"])
    if a3 in ("GBR", "ARE", "SGP", "HKG") and r.random() < 0.3:
        origin = r.choice(["IND", "CHN", "TUR", "EGY", "BGD", "NGA", "KEN"])
    b = _person(r, origin)
    b["dob"] = date(r.randint(1962, 1995), r.randint(1, 12), r.randint(1, 28))
    L: dict = {"country": a3, "b": b, "us": a3 == "USA"}
    L["marital"] = r.choices(["married", "unmarried", "separated"], weights=[50, 36, 14])[0]
    L["email"] = _email(r, b) if r.random() < 0.8 else None
    L["phone"] = _phone(r, a3) if r.random() < 0.85 else None
    cos = []
    if L["marital"] == "married" and r.random() < 0.55:
        sp = _person(r, origin, "F" if b["sex"] == "M" else "M")
        if r.random() < 0.7:
            sp["surname"] = b["surname"]
        sp["dob"] = date(r.randint(1962, 1997), r.randint(1, 12), r.randint(1, 28))
        sp["rel"] = "Spouse"
        cos.append(sp)
    while r.random() < 0.3 and len(cos) < 3:
        q = _person(r, r.choice(list(_NAMES)))
        q["dob"] = date(r.randint(1960, 1996), r.randint(1, 12), r.randint(1, 28))
        q["rel"] = r.choice(["Business partner", "Co-director", "Brother", "Sister", "Son", "Daughter"])
        if q["rel"] in ("Brother", "Sister", "Son", "Daughter"):
            q["surname"] = b["surname"]
            if q["rel"] in ("Son", "Daughter"):
                q["dob"] = date(b["dob"].year + r.randint(22, 30), r.randint(1, 12), r.randint(1, 28))
                if q["dob"].year > 2004:
                    continue
        cos.append(q)
    L["cos"] = cos
    L["business"] = _company(r, a3, 60)
    L["biz_start"] = date(r.randint(2003, 2022), r.randint(1, 12), r.randint(1, 28))
    L["biz_addr"] = _addr(r, a3, business=True)
    L["ownership"] = r.choice([100, 100, 50, 60, 75, 51, 33])
    L["biz_type"] = r.choice(["limited company director", "partner"]) if L["ownership"] < 100 else r.choice(["sole trader", "limited company director"])
    if L["biz_type"] == "sole trader":
        L["business"] = _trading_name(r, a3)
    elif L["biz_type"] == "partner" and r.random() < 0.6:
        L["business"] = f"{_trading_name(r, a3)} {r.choice(['LLP', 'Partners', '& Partners'])}"
    ccy = _HOME_CCY.get(a3, "USD")
    L["ccy"] = ccy
    scale = _INCOME_SCALE.get(ccy, 1)
    monthly = r.randint(40, 260) * 100 * scale
    L["monthly"] = _money(round(monthly, -1 if monthly < 20000 else -2))
    annual = L["monthly"] * 12
    # accountant's certificate figures (distractors): two years of accounts
    L["fy"] = [r.choice([2023, 2024]), 0]
    L["fy"][1] = L["fy"][0] + 1
    L["net_profit"] = [_money(round(annual * r.uniform(0.85, 1.0), -2)), _money(round(annual * r.uniform(1.0, 1.2), -2))]
    L["turnover"] = [_money(round(x * r.uniform(4, 12), -3)) for x in L["net_profit"]]
    L["drawings"] = _money(round(annual * r.uniform(0.5, 0.8), -2))
    L["tax_paid"] = _money(round(annual * r.uniform(0.12, 0.3), -2))
    price = r.randint(30, 160) * 10000 * scale
    L["value"] = _money(round(price, -3 if price < 10 ** 7 else -5))
    ltv = r.choice([0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9])
    L["amount"] = _money(round(L["value"] * ltv, -3 if L["value"] < 10 ** 7 else -5))
    if personal:
        L["amount"] = _money(round(L["value"] * r.choice([0.1, 0.15, 0.2, 0.25, 0.3]), -3))
    L["purpose"] = purpose or r.choice(["purchase", "purchase", "refinance", "construction", "other"])
    L["term"] = r.choice([60, 84, 120, 180] if personal else [120, 180, 240, 300, 360] if a3 == "USA" else [180, 240, 300, 360, 420])
    if a3 == "USA" and not personal:
        L["term"] = r.choice([180, 360, 360])
    lo, hi = _RATE.get(ccy, (4.0, 8.0))
    L["rate"] = round(r.uniform(lo, hi) * 8) / 8 if r.random() < 0.5 else round(r.uniform(lo, hi), 2)
    L["rate"] = round(L["rate"], 3)
    L["property"] = _addr(r, a3)
    L["app_no"] = _app_no(r, a3)
    L["app_date"] = date(2026, r.randint(1, 6), r.randint(1, 28))
    return L


def _app_no(r: random.Random, a3: str) -> str:
    d = r.randint
    return r.choice([f"MA{d(10 ** 7, 10 ** 8 - 1)}", f"{a3[:2]}-HL-{d(100000, 999999)}", f"APP/{d(2025, 2026)}/{d(10000, 99999)}",
                     f"{d(10 ** 9, 10 ** 10 - 1)}", f"LN{d(100000, 999999)}{chr(65 + d(0, 25))}", f"HLA-{d(1000, 9999)}-{d(1000, 9999)}"])


def _loan_truth(L: dict, case: str) -> dict:
    b = L["b"]
    return {
        "application_number": L["app_no"],
        "borrower": {"full_name": _full_name(b, case), "date_of_birth": b["dob"].isoformat(), "marital_status": L["marital"],
                     "email": L["email"], "phone": L["phone"]},
        "co_borrowers": [{"full_name": _full_name(q, case), "date_of_birth": q["dob"].isoformat()} for q in L["cos"]],
        "employer_name": L["business"],
        "employment_start_date": L["biz_start"].isoformat(),
        "monthly_income": L["monthly"],
        "income_currency": L["ccy"],
        "loan_amount": L["amount"],
        "loan_currency": L["ccy"],
        "loan_purpose": L["purpose"],
        "loan_term_months": L["term"],
        "interest_rate_percent": L["rate"],
        "property_address": L["property"],
        "property_value": L["value"],
    }


def _marital_text(r: random.Random, m: str, uk: bool = True) -> str:
    if m == "married":
        return r.choice(["Married", "MARRIED"])
    if m == "separated":
        return r.choice(["Separated", "SEPARATED"])
    return r.choice(["Single", "Divorced", "Widowed", "Unmarried"] if uk else ["Unmarried", "Single"])


def _marital_boxes(r: random.Random, m: str, bx: str, style: str) -> str:
    if style == "urla":
        opts = [("married", "Married"), ("separated", "Separated"), ("unmarried", "Unmarried (single, divorced, widowed)")]
        return " &nbsp; ".join(f"{_box(k == m, bx)} {v}" for k, v in opts)
    shown = _marital_text(r, m)
    opts = ["Single", "Married", "Divorced", "Widowed", "Separated"]
    if shown not in opts and shown.title() in opts:
        shown = shown.title()
    if shown == "Unmarried":
        shown = "Single"
    return " &nbsp; ".join(f"{_box(o == shown.title(), bx)} {o}" for o in opts)


def _purpose_text(r: random.Random, L: dict) -> str:
    return r.choice({"purchase": ["Purchase", "House purchase", "Purchase of residential property", "Home purchase"],
                     "refinance": ["Refinance", "Remortgage", "Refinance of existing mortgage", "Re-mortgage (switch lender)"],
                     "construction": ["Construction", "Self-build / construction", "Construction of residence"],
                     "other": ["Other - business working capital", "Other (home equity for business purposes)", "Other: stock financing for trading business"]}[L["purpose"]])


def _rate_text(r: random.Random, rate: float) -> str:
    s = f"{rate:.3f}".rstrip("0").rstrip(".") if r.random() < 0.5 else f"{rate:.2f}"
    if float(s) != rate:
        s = f"{rate:.3f}"
    return r.choice([f"{s}%", f"{s} % p.a.", f"{s}% per annum", f"{s}%"])


def _term_text(r: random.Random, months: int) -> str:
    y = months // 12
    return r.choice([f"{months} months", f"{months} months ({y} years)", f"{y} years / {months} months", f"{months}"])


def _accountant_cert(r: random.Random, L: dict, case: str, ds: str, astyle: str) -> str:
    ccy = L["ccy"]
    acc = _officer(r, L["country"] if L["country"] in _NAMES else None)
    firm = f"{r.choice(['Ashby', 'Kapoor', 'Lim', 'Mwangi', 'Harrow', 'Rahman'])} & {r.choice(['Co.', 'Partners', 'Associates'])} {r.choice(['Chartered Accountants', 'Certified Public Accountants', 'Chartered Certified Accountants'])}"
    fy0, fy1 = L["fy"]
    rows = (f"<tr><th>Year ended 31 March</th><th class=\"right\">{fy0}</th><th class=\"right\">{fy1}</th></tr>"
            f"<tr><td>Turnover / sales</td><td class=\"right\">{_fa(L['turnover'][0], astyle)}</td><td class=\"right\">{_fa(L['turnover'][1], astyle)}</td></tr>"
            f"<tr><td>Net profit before tax</td><td class=\"right\">{_fa(L['net_profit'][0], astyle)}</td><td class=\"right\">{_fa(L['net_profit'][1], astyle)}</td></tr>"
            f"<tr><td>Proprietor's drawings</td><td class=\"right\">{_fa(L['drawings'], astyle)}</td><td class=\"right\">{_fa(_money(L['drawings'] * 1.05), astyle)}</td></tr>"
            f"<tr><td>Tax paid</td><td class=\"right\">{_fa(L['tax_paid'], astyle)}</td><td class=\"right\">{_fa(_money(L['tax_paid'] * 1.1), astyle)}</td></tr>")
    return (f"<div style=\"font-family:{_FONTS['serif']}\"><div class=\"center\"><b>{_e(firm)}</b><br><span class=\"small\">{_e(_addr(r, L['country'] if L['country'] in _CO_PARTS else 'GBR', business=True))}</span></div>"
            f"<h2>{_e(r.choice(['ACCOUNTANT’S CERTIFICATE OF INCOME', 'Accountant’s Reference - Self-Employed Income', 'Certificate of Business Income']))}</h2>"
            f"<p>To whom it may concern,</p><p style=\"text-align:justify\">We have acted as accountants to {_e(L['business'])} for {r.randint(2, 12)} years. "
            f"{_e(_full_name(L['b'], case))} is the {r.choice(['proprietor', 'principal director', 'majority shareholder'])} of the business. "
            f"Based on the accounts prepared by us, the results for the last two financial years were as follows (in {ccy}):</p>"
            f"<table class=\"grid\" style=\"width:80%\">{rows}</table>"
            f"<p style=\"text-align:justify\">In our opinion the business is trading profitably and we are not aware of any reason why it should not continue to do so. "
            f"This certificate is given without financial responsibility on the part of this firm.</p>"
            f"<p>{_e(acc)}, {r.choice(['FCA', 'ACCA', 'CPA', 'FCCA'])}<br>for {_e(firm)}<br>{_e(_fd(L['app_date'] - timedelta(days=r.randint(5, 40)), ds))}</p></div>")


def _co_rows(r: random.Random, L: dict, case: str, ds: str) -> str:
    if not L["cos"]:
        return ""
    rows = "".join(f"<tr><td>{_e(_full_name(q, case))}</td><td>{_e(_fd(q['dob'], ds))}</td><td>{_e(q['rel'])}</td></tr>" for q in L["cos"])
    return (f"<h3>{_e(r.choice(['Co-applicants', 'Joint borrower(s)', 'Additional borrowers']))}</h3><table class=\"grid\" style=\"width:100%\">"
            f"<tr><th>Full name</th><th>Date of birth</th><th>Relationship to main applicant</th></tr>{rows}</table>")


def _loan_lender(r: random.Random, L: dict) -> dict:
    a3 = L["country"] if L["country"] in _BANKS else "GBR"
    return _bank(r, a3)


def _loan_uk(r: random.Random) -> tuple[str, dict]:
    """Mortgage application of a self-employed business owner (UK style): applicant columns, self-employment
    section with accounts figures (distractors); the truth income is the stated gross monthly income."""
    L = _make_loan(r, r.choice(["GBR", "GBR", "HKG", "SGP", "KEN"]), purpose=r.choice(["purchase", "refinance", "purchase"]))
    case = r.choice(["upper", "title"])
    ds = _ds(r, False)
    astyle = "en"
    bx = r.choice(["glyph", "brackets", "square"])
    lender = _loan_lender(r, L)
    b = L["b"]
    apps = [b] + L["cos"][:1]
    cols = len(apps)
    def row(label, vals):
        return f"<tr><th style=\"width:30%\">{_e(label)}</th>" + "".join(f"<td>{v}</td>" for v in vals) + "</tr>"
    head = "<tr><th></th>" + "".join(f"<th>Applicant {k + 1}</th>" for k in range(cols)) + "</tr>"
    sur_first = r.random() < 0.4
    trs = [head]
    if sur_first:
        trs.append(row("Surname", [_e(q["surname"].upper() if case == "upper" else q["surname"]) for q in apps]))
        trs.append(row("First name(s)", [_e(q["given"].upper() if case == "upper" else q["given"]) for q in apps]))
    else:
        trs.append(row("Full name", [_e(_full_name(q, case)) for q in apps]))
    trs.append(row("Date of birth", [_e(_fd(q["dob"], ds)) for q in apps]))
    trs.append(row("Marital status", [_e(_marital_text(r, L["marital"]))] + [_e(_marital_text(r, "married" if q.get("rel") == "Spouse" else "unmarried")) for q in apps[1:]]))
    trs.append(row("Mobile", [_e(L["phone"] or "")] + ["" for _ in apps[1:]]))
    trs.append(row("Email", [_e(L["email"] or "")] + ["" for _ in apps[1:]]))
    trs.append(row("Current address", [_addr_html(r, L["property"] if L["purpose"] == "refinance" else _addr(r, L["country"]))] + ["As applicant 1" for _ in apps[1:]]))
    body = [_bank_letterhead(r, lender, dept=r.choice(["Mortgages", "Home Finance", "Private and Business Owner Lending"]))]
    body.append(f"<h1>{_e(r.choice(['Mortgage Application - Self-Employed Applicants', 'Residential Mortgage Application', 'Home Loan Application (Business Owners)']))}</h1>")
    body.append(f"<table style=\"width:100%\" class=\"small\"><tr><td>Application no.: <b>{_e(L['app_no'])}</b></td><td>Date received: {_e(_fd(L['app_date'], ds))}</td>"
                f"<td>Broker ref.: {r.choice(['', 'BRK-' + str(r.randint(1000, 9999))])}</td></tr></table>")
    body.append(f"<h2>1. About you</h2><table class=\"grid\" style=\"width:100%\">{''.join(trs)}</table>")
    if len(L["cos"]) > 1:
        body.append(_co_rows(r, {"cos": L["cos"][1:]}, case, ds).replace("Co-applicants", "Further applicants").replace("Joint borrower(s)", "Further applicants"))
    emp = [("Employment status", f"{_box(False, bx)} Employed {_box(True, bx)} Self-employed {_box(False, bx)} Retired"),
           ("Type", _e(L["biz_type"].title())), (r.choice(["Business name", "Name of business", "Trading name"]), _e(L["business"])),
           ("Business address", _addr_html(r, L["biz_addr"])),
           (r.choice(["Date started trading", "Self-employed since", "Date business established"]), _e(_fd(L["biz_start"], ds))),
           ("Share of business owned", f"{L['ownership']}%"),
           (f"Net profit / share of profit {L['fy'][0]}", _e(f"{L['ccy']} {_fa(L['net_profit'][0], astyle)}")),
           (f"Net profit / share of profit {L['fy'][1]}", _e(f"{L['ccy']} {_fa(L['net_profit'][1], astyle)}")),
           (r.choice(["Gross monthly income (used for affordability)", "Gross monthly income", "Total gross income per month"]), _e(f"{L['ccy']} {_fa(L['monthly'], astyle)}")),
           ("Accountant", _e(f"{_officer(r)} ({r.choice(['ACCA', 'ICAEW', 'CIMA'])})"))]
    body.append("<h2>2. Your employment (Applicant 1)</h2>" + _pairs_html(r, emp, r.choice(["row", "tab", "leader"])))
    loan = [("Purpose", _e(_purpose_text(r, L))), ("Loan amount requested", _e(f"{L['ccy']} {_fa(L['amount'], astyle)}")),
            ("Term", _e(_term_text(r, L["term"]))), ("Product / initial rate", _e(f"{r.choice(['2', '3', '5'])}-year fixed at {_rate_text(r, L['rate'])}")),
            ("Repayment method", r.choice(["Capital and interest", "Repayment"]))]
    if L["purpose"] == "purchase":
        loan.append(("Deposit", _e(f"{L['ccy']} {_fa(_money(L['value'] - L['amount']), astyle)}")))
    else:
        loan.append(("Existing mortgage balance", _e(f"{L['ccy']} {_fa(_money(round(L['amount'] * r.uniform(0.6, 0.95), -3)), astyle)}")))
    body.append("<h2>3. The loan</h2>" + _pairs_html(r, loan, r.choice(["row", "colon", "tab"])))
    prop = [("Property address", _addr_html(r, L["property"])),
            (r.choice(["Estimated value", "Property value", "Purchase price / valuation"]), _e(f"{L['ccy']} {_fa(L['value'], astyle)}")),
            ("Tenure", r.choice(["Freehold", "Leasehold (125 years)", "Leasehold"])), ("Property type", r.choice(["Detached house", "Semi-detached house", "Flat", "Terraced house"]))]
    body.append("<h2>4. The property</h2>" + _pairs_html(r, prop, r.choice(["row", "colon", "tab"])))
    body.append("<div class=\"pb\"></div><h2>5. Declaration</h2>" + _para(r.sample(_APPLICATION_TERMS[:3] + _KYC_NOTICE[:3], 4)))
    body.append(_signatures(r, [_full_name(q, case) for q in apps], ["Applicant " + str(k + 1) for k in range(cols)]))
    html = _page("".join(body), font=r.choice(["sans", "serif"]), size=r.choice([8.8, 9.2]),
                 foot=_form_code(r, "MA") if r.random() < 0.7 else None, cont=f"Application {L['app_no']}" if r.random() < 0.5 else None)
    return html, _loan_truth(L, case)


def _loan_urla(r: random.Random) -> tuple[str, dict]:
    """Uniform Residential Loan Application of a business owner (US lender: numeric dates month-first).
    application_number is the Lender Loan No.; the ULI and agency case number are distractors."""
    L = _make_loan(r, "USA", purpose=r.choice(["purchase", "refinance", "purchase", "construction"]))
    case = r.choice(["upper", "title"])
    ds = r.choice(["mdy_slash", "mdy_slash", "month_d_y"])
    bx = r.choice(["glyph", "brackets", "square"])
    b = L["b"]
    uli = f"{r.randint(10 ** 9, 10 ** 10 - 1)}{r.randint(10 ** 9, 10 ** 10 - 1)}{r.choice(['ABCD', 'XKQM', 'TRDE'])}{r.randint(10, 99)}"
    lender = _bank(r, "USA")
    def sec(title, inner):
        return f"<div style=\"border:1pt solid #000;margin:5px 0\"><div style=\"background:#222;color:#fff;padding:2px 6px;font-weight:bold\">{_e(title)}</div><div style=\"padding:4px 6px\">{inner}</div></div>"
    def cell(cap, val, w="50%"):
        return f"<td style=\"width:{w};border:0.5pt solid #777\"><span class=\"cap\">{_e(cap)}</span>{val}</td>"
    own, purpose, rate = L["ownership"], L["purpose"], L["rate"]
    sur_sep = r.random() < 0.5
    if sur_sep:
        name_cells = (cell("Name (First)", _e(b["given"].upper() if case == "upper" else b["given"]), "40%")
                      + cell("(Last)", _e(b["surname"].upper() if case == "upper" else b["surname"]), "30%"))
    else:
        name_cells = cell("Name (First, Middle, Last, Suffix)", _e(_full_name(b, case)), "70%")
    s1a = (f"<table style=\"width:100%\"><tr>{name_cells}{cell('Date of Birth (mm/dd/yyyy)', _e(_fd(b['dob'], 'mdy_slash')), '30%')}</tr>"
           f"<tr>{cell('Marital Status', _marital_boxes(r, L['marital'], bx, 'urla'), '70%')}{cell('Dependents (number)', str(r.randint(0, 4)), '30%')}</tr>"
           f"<tr>{cell('Cell Phone', _e(L['phone'] or ''), '35%')}{cell('Email', _e(L['email'] or ''), '65%')}</tr>"
           f"<tr>{cell('Current Address', _addr_html(r, L['property'] if L['purpose'] == 'refinance' else _addr(r, 'USA')), '70%')}{cell('How long at current address?', f'{r.randint(1, 12)} yrs', '30%')}</tr></table>")
    cos = ""
    if L["cos"]:
        cos = "".join(f"<tr>{cell('Additional Borrower Name', _e(_full_name(q, case)), '60%')}{cell('Date of Birth', _e(_fd(q['dob'], ds)), '40%')}</tr>" for q in L["cos"])
        cos = f"<table style=\"width:100%;margin-top:4px\">{cos}</table>"
    s1b = (f"<table style=\"width:100%\"><tr>{cell('Employer or Business Name', _e(L['business']), '60%')}{cell('Phone', _e(_phone(r, 'USA')), '40%')}</tr>"
           f"<tr>{cell('Address', _addr_html(r, L['biz_addr']), '60%')}{cell('Start Date', _e(_fd(L['biz_start'], ds)), '40%')}</tr>"
           f"<tr>{cell('Check if this statement applies', f'{_box(True, bx)} I am the Business Owner or Self-Employed &nbsp; {_box(own >= 25, bx)} I have an ownership share of 25% or more', '60%')}"
           f"{cell('Monthly Income (or Loss)', '$' + _fa(L['monthly'], 'en'), '40%')}</tr>"
           f"<tr>{cell('Position or Title', _e(r.choice(['Owner', 'President', 'Managing Member', 'Sole Proprietor'])), '60%')}{cell('Years in this line of work', str(r.randint(3, 25)), '40%')}</tr></table>")
    s4 = (f"<table style=\"width:100%\"><tr>{cell('Loan Amount', '$' + _fa(L['amount'], 'en'), '35%')}{cell('Loan Purpose', ' '.join(f'{_box(k == purpose, bx)} {v}' for k, v in [('purchase', 'Purchase'), ('refinance', 'Refinance'), ('construction', 'Construction'), ('other', 'Other')]), '65%')}</tr>"
          f"<tr>{cell('Property Address', _addr_html(r, L['property']), '65%')}{cell('Property Value', '$' + _fa(L['value'], 'en'), '35%')}</tr>"
          f"<tr>{cell('Occupancy', f'{_box(True, bx)} Primary Residence {_box(False, bx)} Second Home {_box(False, bx)} Investment', '65%')}{cell('Number of Units', '1', '35%')}</tr></table>")
    l4 = (f"<table style=\"width:100%\"><tr>{cell('Note Rate', _e(f'{rate:.3f}%'), '33%')}{cell('Loan Term (months)', str(L['term']), '33%')}"
          f"{cell('Mortgage Type', r.choice(['Conventional', 'FHA', 'VA', 'Conventional']), '34%')}</tr>"
          f"<tr>{cell('Proposed Monthly Payment (P&I)', '$' + _fa(_money(L['amount'] * (L['rate'] / 1200) / (1 - (1 + L['rate'] / 1200) ** -L['term'])), 'en'), '33%')}"
          f"{cell('Estimated Closing Costs', '$' + _fa(_money(round(L['amount'] * 0.025, -1)), 'en'), '33%')}{cell('Cash From/To Borrower', '$' + _fa(_money(round(L['value'] - L['amount'], -2)), 'en'), '34%')}</tr></table>")
    top = (f"<table style=\"width:100%\"><tr><td><div style=\"font-size:14pt;font-weight:bold\">Uniform Residential Loan Application</div>"
           f"<div class=\"small\">Verify and complete the information on this application.</div></td>"
           f"<td class=\"small right\">Lender Loan No. <b>{_e(L['app_no'])}</b><br>Universal Loan Identifier {_e(uli)}<br>Agency Case No. {r.randint(100, 999)}-{r.randint(1000000, 9999999)}</td></tr></table>")
    body = [f"<div class=\"small\">{_e(lender['name'])} &middot; NMLS #{r.randint(100000, 999999)}</div>", top,
            sec("Section 1: Borrower Information. 1a. Personal Information", s1a + cos),
            sec("1b. Current Employment/Self-Employment and Income", s1b),
            sec("Section 2: Financial Information - Assets and Liabilities", f"<p class=\"small\">Business checking account balance ${_fa(_money(r.randint(20, 400) * 1000), 'en')}; "
                f"retirement account ${_fa(_money(r.randint(20, 400) * 1000), 'en')}; business line of credit balance ${_fa(_money(r.randint(5, 200) * 1000), 'en')}.</p>"),
            sec("Section 4: Loan and Property Information", s4),
            "<div class=\"pb\"></div>",
            sec("L4. Qualifying the Borrower - Minimum Required Funds or Cash Back", l4),
            sec("Section 6: Acknowledgments and Agreements", _para(r.sample(_APPLICATION_TERMS, 3))),
            _signatures(r, [_full_name(b, case)] + [_full_name(q, case) for q in L["cos"][:2]], ["Borrower Signature"] + ["Additional Borrower"] * len(L["cos"][:2])),
            f"<div class=\"small\">Date: {_e(_fd(L['app_date'], 'mdy_slash'))} &middot; Uniform Residential Loan Application - Freddie Mac Form 65 - Fannie Mae Form 1003</div>"]
    html = _page("".join(body), size=r.choice([8.4, 8.8]), margin="12mm 12mm")
    return html, _loan_truth(L, case)


def _loan_secured_trade(r: random.Random) -> tuple[str, dict]:
    """Trade-related personal loan of a business owner secured on the residence (purpose 'other': working
    capital / stock finance). The property is the security offered; its valuation is the property value."""
    L = _make_loan(r, r.choice(["SGP", "ARE", "IND", "KEN", "NGA", "MYS", "GBR", "HKG"]), purpose=r.choice(["other", "other", "refinance"]), personal=True)
    case = r.choice(["upper", "title"])
    ds = _ds(r, False)
    astyle = "indian" if L["country"] == "IND" and r.random() < 0.5 else "en"
    bx = r.choice(["glyph", "brackets", "tick"])
    lender = _loan_lender(r, L)
    b = L["b"]
    style = r.choice(["row", "colon", "tab", "below"])
    applicant = _name_pairs(r, b, case) + [
        ("Date of birth", _e(_fd(b["dob"], ds))), ("Marital status", _marital_boxes(r, L["marital"], bx, "uk")),
        ("Mobile number", _e(L["phone"] or "")), ("E-mail", _e(L["email"] or ""))]
    if not L["phone"] and r.random() < 0.5:
        applicant = [x for x in applicant if x[0] != "Mobile number"]
    biz = [(r.choice(["Name of business", "Employer / own business", "Business (employer)"]), _e(L["business"])),
           ("Nature", _e(r.choice(["Import and distribution", "General trading", "Commodity trading", "Wholesale of garments"]))),
           (r.choice(["In business since", "Start date of business", "Date of commencement"]), _e(_fd(L["biz_start"], ds))),
           ("Ownership", f"{L['ownership']}%"),
           (r.choice(["Monthly income (gross)", "Gross monthly income", "Income per month (gross)"]), _e(f"{L['ccy']} {_fa(L['monthly'], astyle)}")),
           ("Average monthly business turnover (bank statements)", _e(f"{L['ccy']} {_fa(_money(round(L['turnover'][1] / 12, -2)), astyle)}"))]
    loan = [("Facility", r.choice(["Secured personal loan", "Property-backed business owner loan", "Home equity term loan"])),
            ("Purpose", _e(_purpose_text(r, L))),
            ("Amount requested", _e(f"{L['ccy']} {_fa(L['amount'], astyle)}")),
            ("Tenor", _e(_term_text(r, L["term"]))),
            ("Interest rate", _e(_rate_text(r, L["rate"]) + r.choice(["", " (fixed)", " (variable, base + margin)"]))),
            ("Processing fee", _e(f"{L['ccy']} {_fa(_money(round(L['amount'] * 0.01, -1)), astyle)}"))]
    sec_ = [("Security offered", r.choice(["First legal charge over residence", "Mortgage over residential property", "Legal mortgage over the applicant's home"])),
            ("Address of property", _addr_html(r, L["property"])),
            (r.choice(["Market value (valuation)", "Property value", "Valuation"]), _e(f"{L['ccy']} {_fa(L['value'], astyle)}")),
            ("Valuer", _e(f"{_officer(r)}, {r.choice(['Knight Frank', 'CBRE', 'JLL', 'Colliers', 'Savills'])}")),
            ("Forced sale value", _e(f"{L['ccy']} {_fa(_money(round(L['value'] * 0.75, -3)), astyle)}"))]
    body = [_bank_letterhead(r, lender, dept=r.choice(["Business Owner Lending", "SME and Personal Banking", "Secured Lending"]))]
    body.append(f"<h1>{_e(r.choice(['Secured Loan Application - Business Owner', 'APPLICATION FOR PROPERTY-BACKED PERSONAL LOAN', 'Loan Application (Self-Employed)']))}</h1>")
    body.append(f"<p class=\"small\">Reference: <b>{_e(L['app_no'])}</b> &nbsp; Branch: {_e(lender['city'].title())} &nbsp; Date: {_e(_fd(L['app_date'], ds))}</p>")
    body.append("<h2>Applicant</h2>" + _pairs_html(r, applicant, style))
    body.append(_co_rows(r, L, case, ds))
    body.append("<h2>Business and income</h2>" + _pairs_html(r, biz, style))
    body.append("<h2>Loan requested</h2>" + _pairs_html(r, loan, style))
    body.append("<h2>Security</h2>" + _pairs_html(r, sec_, style))
    body.append(_para(r.sample(_APPLICATION_TERMS, 3) + r.sample(_KYC_NOTICE, 1)))
    body.append(_signatures(r, [_full_name(b, case)] + [_full_name(q, case) for q in L["cos"]], ["Applicant"] + ["Co-applicant"] * len(L["cos"])))
    if r.random() < 0.5:
        body.append("<div class=\"pb\"></div>" + _accountant_cert(r, L, case, ds, astyle))
    html = _page("".join(body), font=r.choice(["sans", "cond", "serif"]), size=r.choice([8.8, 9.2]),
                 foot=_form_code(r, "PL") if r.random() < 0.6 else None)
    return html, _loan_truth(L, case)


def _loan_fact_find(r: random.Random) -> tuple[str, dict]:
    """Mortgage broker's fact-find for a self-employed importer, written partly in prose; the lender's
    application number is quoted in the recommendation. Broker fees and the accountant's figures are distractors."""
    L = _make_loan(r, r.choice(["GBR", "GBR", "SGP", "HKG", "ARE"]))
    case = r.choice(["upper", "title"])
    ds = _ds(r, False)
    astyle = "en"
    b = L["b"]
    broker = f"{r.choice(['Meridian', 'Harbour', 'Keystone', 'Crescent'])} {r.choice(['Mortgage Solutions', 'Finance Brokers', 'Home Finance'])}"
    adviser = _officer(r)
    lender = _loan_lender(r, L)
    ccy = L["ccy"]
    p1 = (f"{_full_name(b, case)} (born {_fd(b['dob'], ds)}) is {_marital_text(r, L['marital']).lower()} and has run {L['business']} "
          f"since {_fd(L['biz_start'], ds)} as a {L['biz_type']}. The business imports {r.choice(['textiles from Turkey and India', 'consumer electronics from China', 'foodstuffs from Vietnam', 'building materials'])} "
          f"under documentary credits. Gross monthly income declared for affordability is {ccy} {_fa(L['monthly'], astyle)}.")
    contact = []
    if L["phone"]:
        contact.append(f"Phone: {L['phone']}")
    if L["email"]:
        contact.append(f"Email: {L['email']}")
    body = [f"<div class=\"hdr\"><b style=\"font-size:14pt\">{_e(broker)}</b><div class=\"small\">Authorised and regulated &middot; Adviser: {_e(adviser)}</div></div>",
            f"<h1>{_e(r.choice(['Client Fact-Find and Recommendation', 'MORTGAGE FACT FIND', 'Fact Find - Self-Employed Client']))}</h1>",
            f"<p class=\"small\">Meeting date: {_e(_fd(L['app_date'] - timedelta(days=r.randint(3, 20)), ds))} &nbsp; Client ref. {r.choice(['FF', 'CL'])}{r.randint(1000, 9999)}</p>",
            "<h2>1. Client circumstances</h2>", f"<p style=\"text-align:justify\">{_e(p1)}</p>", f"<p>{_e(' | '.join(contact))}</p>" if contact else ""]
    body.append(_co_rows(r, L, case, ds))
    inc = (f"<table class=\"grid\" style=\"width:90%\"><tr><th>Income evidence</th><th class=\"right\">{ccy}</th></tr>"
           f"<tr><td>Net profit FY{L['fy'][0]} (accounts)</td><td class=\"right\">{_fa(L['net_profit'][0], astyle)}</td></tr>"
           f"<tr><td>Net profit FY{L['fy'][1]} (accounts)</td><td class=\"right\">{_fa(L['net_profit'][1], astyle)}</td></tr>"
           f"<tr><td>Tax calculation FY{L['fy'][1]}: tax due</td><td class=\"right\">{_fa(L['tax_paid'], astyle)}</td></tr>"
           f"<tr><th>Gross monthly income used</th><th class=\"right\">{_fa(L['monthly'], astyle)}</th></tr></table>")
    body.append("<h2>2. Income</h2>" + inc)
    rec = [("Lender", _e(lender["name"])), ("Lender application no.", f"<b>{_e(L['app_no'])}</b>"),
           ("Purpose", _e(_purpose_text(r, L))), ("Property", _addr_html(r, L["property"])),
           ("Property value", _e(f"{ccy} {_fa(L['value'], astyle)}")), ("Loan amount", _e(f"{ccy} {_fa(L['amount'], astyle)}")),
           ("Term", _e(_term_text(r, L["term"]))), ("Initial rate", _e(_rate_text(r, L["rate"]))),
           ("Broker fee", _e(f"{ccy} {_fa(float(r.choice([495, 695, 995, 1495])), astyle)} payable on offer")),
           ("Lender arrangement fee", _e(f"{ccy} {_fa(float(r.choice([999, 1499, 0])), astyle)}"))]
    body.append("<h2>3. Recommendation</h2>" + _pairs_html(r, rec, r.choice(["row", "tab"])))
    body.append("<h2>4. Reasons for recommendation</h2>" + _para([
        "The client needs a lender that will assess income on the latest year's net profit rather than an average of two years, because profits rose after the business secured new supplier credit lines.",
        "Alternative lenders were considered; their maximum loan based on two-year averages was lower, and one required three years of accounts.",
        "The client has been made aware that the property may be repossessed if repayments are not kept up and that business income can fluctuate.",
    ], "") + _para(r.sample(_KYC_NOTICE, 2)))
    body.append(_signatures(r, [adviser, _full_name(b, case)], ["Adviser", "Client"]))
    html = _page("".join(body), font=r.choice(["serif", "sans"]), size=r.choice([9.0, 9.4]))
    return html, _loan_truth(L, case)


def _loan_credit_memo(r: random.Random) -> tuple[str, dict]:
    """Bank's internal credit proposal for a business owner's home loan with the accountant's certificate
    attached. The memo's 'gross monthly income (assessed)' is the truth; the certificate's annual figures are
    distractors."""
    L = _make_loan(r, r.choice(["SGP", "ARE", "GBR", "IND", "HKG", "KEN", "MYS"]))
    case = r.choice(["upper", "title"])
    ds = _ds(r, False)
    astyle = "indian" if L["country"] == "IND" and r.random() < 0.5 else "en"
    lender = _loan_lender(r, L)
    b = L["b"]
    ccy = L["ccy"]
    rm = _officer(r)
    summary = [("Application no.", _e(L["app_no"])), ("Borrower", _e(_full_name(b, case))), ("Date of birth", _e(_fd(b["dob"], ds))),
               ("Marital status", _e(_marital_text(r, L["marital"])))]
    if L["email"]:
        summary.append(("Email", _e(L["email"])))
    if L["phone"]:
        summary.append(("Contact no.", _e(L["phone"])))
    summary += [("Employer (own business)", _e(L["business"])), ("Business established", _e(_fd(L["biz_start"], ds))),
                ("Gross monthly income (assessed)", _e(f"{ccy} {_fa(L['monthly'], astyle)}")),
                ("Facility", _e(f"{_purpose_text(r, L)} - {ccy} {_fa(L['amount'], astyle)}")),
                ("Tenor", _e(_term_text(r, L["term"]))), ("Pricing", _e(_rate_text(r, L["rate"]))),
                ("Collateral", _addr_html(r, L["property"])), ("Collateral value", _e(f"{ccy} {_fa(L['value'], astyle)}")),
                ("LTV", f"{L['amount'] / L['value'] * 100:.1f}%"), ("DSR", f"{r.uniform(25, 55):.1f}%")]
    body = [_bank_letterhead(r, lender, dept="Credit Risk - Retail and Business Owner Lending")]
    body.append(f"<h1>{_e(r.choice(['Credit Proposal - Home Loan (Self-Employed)', 'CREDIT MEMORANDUM', 'Loan Approval Memo']))}</h1>")
    body.append(f"<p class=\"small\">Prepared by {_e(rm)} on {_e(_fd(L['app_date'] + timedelta(days=r.randint(1, 7)), ds))} &nbsp; Approval level: {r.choice(['L2', 'L3', 'Credit Committee'])}</p>")
    body.append(_pairs_html(r, summary, "row", lw="34%"))
    body.append(_co_rows(r, L, case, ds))
    body.append("<h2>Income assessment</h2>" + _para([
        f"Income is assessed from the audited accounts of {L['business']} for FY{L['fy'][0]} and FY{L['fy'][1]} (see accountant's certificate attached). "
        f"Net profit rose from {ccy} {_fa(L['net_profit'][0], astyle)} to {ccy} {_fa(L['net_profit'][1], astyle)}. "
        f"Drawings of {ccy} {_fa(L['drawings'], astyle)} are covered. The assessed gross monthly income shown above is taken for the debt service ratio.",
        f"Existing trade facilities of the business: import LC line {ccy} {_fa(_money(round(L['amount'] * 0.8, -3)), astyle)}, trust receipts {ccy} {_fa(_money(round(L['amount'] * 0.3, -3)), astyle)}; conduct satisfactory."], ""))
    body.append("<h2>Recommendation</h2><p>Recommended for approval subject to valuation and standard conditions.</p>")
    body.append(_signatures(r, [rm, _officer(r)], ["Relationship Manager", "Credit Approver"]))
    body.append("<div class=\"pb\"></div>" + _accountant_cert(r, L, case, ds, astyle))
    html = _page("".join(body), size=r.choice([8.8, 9.2]), foot=f"{lender['name']} - Credit - Confidential", cont=_full_name(L["b"], case) if r.random() < 0.3 else None)
    return html, _loan_truth(L, case)


def _loan_construction(r: random.Random) -> tuple[str, dict]:
    """Construction loan for a business owner building a house. property_value is the stated value on
    completion; the land cost and construction budget are distractors."""
    L = _make_loan(r, r.choice(["USA", "KEN", "NGA", "IND", "MYS", "GBR", "ARE"]), purpose="construction")
    case = r.choice(["upper", "title"])
    us = L["us"]
    ds = _ds(r, us)
    astyle = "en"
    bx = r.choice(["glyph", "brackets"])
    lender = _loan_lender(r, L)
    b = L["b"]
    ccy = L["ccy"]
    land = _money(round(L["value"] * r.uniform(0.2, 0.4), -3))
    build = _money(round(L["value"] * r.uniform(0.45, 0.65), -3))
    plot = L["property"]
    pers = _name_pairs(r, b, case) + [("Date of birth", _e(_fd(b["dob"], ds))), ("Marital status", _e(_marital_text(r, L["marital"], not us)))]
    if L["phone"]:
        pers.append(("Telephone", _e(L["phone"])))
    if L["email"]:
        pers.append(("Email address", _e(L["email"])))
    emp = [("Self-employed business / employer", _e(L["business"])), ("Business start date", _e(_fd(L["biz_start"], ds))),
           ("Gross monthly income", _e(f"{ccy} {_fa(L['monthly'], astyle)}")), ("Ownership share", f"{L['ownership']}%")]
    proj = [("Site / property address", _addr_html(r, plot)), ("Land cost", _e(f"{ccy} {_fa(land, astyle)}")),
            ("Construction budget (contractor quote)", _e(f"{ccy} {_fa(build, astyle)}")),
            (r.choice(["Property value on completion", "Estimated value as completed", "Completed property value"]), _e(f"{ccy} {_fa(L['value'], astyle)}")),
            ("Contractor", _e(_company(r, L["country"] if L["country"] in _CO_PARTS else "GBR", 60))),
            ("Number of draws", str(r.randint(3, 6)))]
    loan = [("Loan amount", _e(f"{ccy} {_fa(L['amount'], astyle)}")), ("Loan purpose", _e(_purpose_text(r, L))),
            ("Term", _e(_term_text(r, L["term"]))), ("Interest rate", _e(_rate_text(r, L["rate"]))),
            ("Interest-only period during construction", f"{r.choice([9, 12, 18])} months")]
    style = r.choice(["row", "tab", "colon", "below"])
    body = [_bank_letterhead(r, lender, dept="Construction Lending")]
    body.append(f"<h1>{_e(r.choice(['Construction Loan Application', 'SELF-BUILD MORTGAGE APPLICATION', 'Construction-to-Permanent Loan Request']))}</h1>")
    body.append(f"<p class=\"small\">Application number {_e(L['app_no'])} &nbsp; Received {_e(_fd(L['app_date'], ds))}</p>")
    body.append("<h2>Applicant</h2>" + _pairs_html(r, pers, style) + _co_rows(r, L, case, ds))
    body.append("<h2>Employment and income</h2>" + _pairs_html(r, emp, style))
    body.append("<h2>Project</h2>" + _pairs_html(r, proj, style))
    body.append("<h2>Loan</h2>" + _pairs_html(r, loan, style))
    draws = "".join(f"<tr><td>{k + 1}</td><td>{_e(st)}</td><td class=\"right\">{pc}%</td></tr>" for k, (st, pc) in enumerate(
        [("Foundation", 15), ("Frame and roof", 30), ("Services and first fix", 25), ("Finishes and completion", 30)]))
    body.append(f"<h3>Draw schedule</h3><table class=\"grid\" style=\"width:60%\"><tr><th>Draw</th><th>Stage</th><th>% of budget</th></tr>{draws}</table>")
    body.append(_para(r.sample(_APPLICATION_TERMS, 3)))
    body.append(_signatures(r, [_full_name(b, case)] + [_full_name(q, case) for q in L["cos"]], ["Borrower"] + ["Co-borrower"] * len(L["cos"])))
    html = _page("".join(body), size=r.choice([8.8, 9.2]))
    return html, _loan_truth(L, case)


def _loan_equity_release(r: random.Random) -> tuple[str, dict]:
    """Refinance with capital raising for the business: the existing lender, balance and rate are distractors;
    the truth is the new loan (amount, term, rate) and the current valuation."""
    L = _make_loan(r, r.choice(["GBR", "SGP", "HKG", "ARE", "USA", "MYS"]), purpose="refinance")
    case = r.choice(["upper", "title"])
    us = L["us"]
    ds = _ds(r, us)
    astyle = "en"
    bx = r.choice(["glyph", "brackets", "square"])
    lender = _loan_lender(r, L)
    old_lender = _bank(r, L["country"] if L["country"] in _BANKS else "GBR")
    b = L["b"]
    ccy = L["ccy"]
    bal = _money(round(L["amount"] * r.uniform(0.5, 0.8), -3))
    old_rate = round(L["rate"] + r.choice([-1.25, -0.5, 0.75, 1.1]), 2)
    pers = _name_pairs(r, b, case) + [("Date of birth", _e(_fd(b["dob"], ds))), ("Marital status", _marital_boxes(r, L["marital"], bx, "urla" if us else "uk"))]
    if L["phone"]:
        pers.append(("Phone", _e(L["phone"])))
    if L["email"]:
        pers.append(("Email", _e(L["email"])))
    existing = [("Current lender", _e(old_lender["name"])), ("Outstanding balance", _e(f"{ccy} {_fa(bal, astyle)}")),
                ("Current rate", _e(f"{old_rate:.2f}%")), ("Original loan date", _e(_fd(date(r.randint(2012, 2021), r.randint(1, 12), r.randint(1, 28)), ds))),
                ("Monthly payment", _e(f"{ccy} {_fa(_money(round(bal / 150, 0)), astyle)}"))]
    new = [("Purpose", _e(_purpose_text(r, L))), ("New loan amount", _e(f"{ccy} {_fa(L['amount'], astyle)}")),
           ("Capital raised for business", _e(f"{ccy} {_fa(_money(L['amount'] - bal), astyle)}")),
           ("Term requested", _e(_term_text(r, L["term"]))), ("Interest rate", _e(_rate_text(r, L["rate"]))),
           ("Property address", _addr_html(r, L["property"])), (r.choice(["Current valuation", "Property value", "Estimated market value"]), _e(f"{ccy} {_fa(L['value'], astyle)}")),
           ("Original purchase price", _e(f"{ccy} {_fa(_money(round(L['value'] * r.uniform(0.55, 0.85), -3)), astyle)}"))]
    emp = [("Employer / business", _e(L["business"])), ("Self-employed since", _e(_fd(L["biz_start"], ds))),
           ("Gross monthly income", _e(f"{ccy} {_fa(L['monthly'], astyle)}")),
           ("Use of funds raised", r.choice(["Working capital for import business (LC margins)", "Purchase of warehouse racking and stock", "Repay supplier credit"]))]
    style = r.choice(["row", "tab", "colon"])
    body = [_bank_letterhead(r, lender)]
    body.append(f"<h1>{_e(r.choice(['Remortgage and Capital Raising Application', 'REFINANCE APPLICATION - EQUITY RELEASE FOR BUSINESS', 'Cash-Out Refinance Request']))}</h1>")
    body.append(f"<p class=\"small\">Application ref: <b>{_e(L['app_no'])}</b> &nbsp; {_e(_fd(L['app_date'], ds))}</p>")
    body.append("<h2>Borrower</h2>" + _pairs_html(r, pers, style) + _co_rows(r, L, case, ds))
    body.append("<h2>Income</h2>" + _pairs_html(r, emp, style))
    body.append("<h2>Existing mortgage (to be redeemed)</h2>" + _pairs_html(r, existing, style))
    body.append("<h2>New loan requested</h2>" + _pairs_html(r, new, style))
    body.append(_para(r.sample(_APPLICATION_TERMS, 2) + r.sample(_KYC_NOTICE, 2)))
    body.append(_signatures(r, [_full_name(b, case)], ["Borrower"]))
    html = _page("".join(body), font=r.choice(["sans", "serif"]), size=r.choice([8.8, 9.2]))
    return html, _loan_truth(L, case)


def _loan_partners(r: random.Random) -> tuple[str, dict]:
    """Joint application in applicant columns (Applicant 1 = borrower, further columns = co-borrowers); only
    applicant 1's business, income and contact details are the truth."""
    L = _make_loan(r, r.choice(["GBR", "SGP", "HKG", "ARE", "IND", "KEN"]))
    while len(L["cos"]) < 1:
        q = _person(r, r.choice(list(_NAMES)))
        q["dob"] = date(r.randint(1962, 1995), r.randint(1, 12), r.randint(1, 28))
        q["rel"] = "Business partner"
        L["cos"].append(q)
    case = r.choice(["upper", "title"])
    ds = _ds(r, False)
    astyle = "indian" if L["country"] == "IND" and r.random() < 0.5 else "en"
    lender = _loan_lender(r, L)
    apps = [L["b"]] + L["cos"]
    ccy = L["ccy"]
    others_inc = [_money(round(L["monthly"] * r.uniform(0.3, 0.9), -1)) for _ in L["cos"]]
    others_emp = [r.choice([L["business"], _company(r, L["country"] if L["country"] in _CO_PARTS else "GBR", 60)]) for _ in L["cos"]]
    def row(label, vals):
        return f"<tr><th style=\"width:24%\">{_e(label)}</th>" + "".join(f"<td>{v}</td>" for v in vals) + "</tr>"
    trs = ["<tr><th></th>" + "".join(f"<th>{'Applicant 1 (main)' if k == 0 else f'Applicant {k + 1}'}</th>" for k in range(len(apps))) + "</tr>",
           row("Full name", [_e(_full_name(q, case)) for q in apps]),
           row("Date of birth", [_e(_fd(q["dob"], ds)) for q in apps]),
           row("Relationship", ["—"] + [_e(q["rel"]) for q in L["cos"]]),
           row("Marital status", [_e(_marital_text(r, L["marital"]))] + [_e(r.choice(["Married", "Single"])) for _ in L["cos"]]),
           row("Mobile", [_e(L["phone"] or "—")] + [_e(_phone(r, L["country"])) for _ in L["cos"]]),
           row("Email", [_e(L["email"] or "—")] + [_e(_email(r, q)) for q in L["cos"]]),
           row("Employer / business", [_e(L["business"])] + [_e(x) for x in others_emp]),
           row("Start date", [_e(_fd(L["biz_start"], ds))] + [_e(_fd(date(r.randint(2005, 2023), r.randint(1, 12), r.randint(1, 28)), ds)) for _ in L["cos"]]),
           row("Gross monthly income", [_e(f"{ccy} {_fa(L['monthly'], astyle)}")] + [_e(f"{ccy} {_fa(x, astyle)}") for x in others_inc])]
    loan = [("Application no.", _e(L["app_no"])), ("Purpose", _e(_purpose_text(r, L))), ("Amount", _e(f"{ccy} {_fa(L['amount'], astyle)}")),
            ("Term", _e(_term_text(r, L["term"]))), ("Rate", _e(_rate_text(r, L["rate"]))),
            ("Property", _addr_html(r, L["property"])), ("Property value", _e(f"{ccy} {_fa(L['value'], astyle)}")),
            ("Combined gross monthly income", _e(f"{ccy} {_fa(_money(L['monthly'] + sum(others_inc)), astyle)}"))]
    body = [_bank_letterhead(r, lender)]
    body.append(f"<h1>{_e(r.choice(['Joint Home Loan Application', 'JOINT MORTGAGE APPLICATION - BUSINESS PARTNERS', 'Home Financing Application (Joint)']))}</h1>")
    body.append(f"<table class=\"grid\" style=\"width:100%\">{''.join(trs)}</table>")
    body.append("<h2>Loan and property</h2>" + _pairs_html(r, loan, r.choice(["row", "tab", "colon"])))
    body.append(_para(r.sample(_APPLICATION_TERMS, 3)))
    body.append(_signatures(r, [_full_name(q, case) for q in apps], [f"Applicant {k + 1}" for k in range(len(apps))]))
    html = _page("".join(body), size=r.choice([8.4, 8.8]))
    return html, _loan_truth(L, case)


def _loan_india_senp(r: random.Random) -> tuple[str, dict]:
    """Indian home loan application for a self-employed non-professional (SENP): lakh amounts, PAN, ITR
    figures (distractors), tenure in months."""
    L = _make_loan(r, "IND", purpose=r.choice(["purchase", "purchase", "construction", "refinance"]))
    case = r.choice(["upper", "title"])
    ds = r.choice(["dmy_slash", "dmy_dash", "d_mon_y"])
    astyle = "indian"
    bx = r.choice(["glyph", "brackets"])
    lender = _loan_lender(r, L)
    b = L["b"]
    pan = _tin(r, "IND")
    body = [_bank_letterhead(r, lender, dept="Retail Assets - Home Loans")]
    body.append(f"<h1>{_e(r.choice(['Home Loan Application Form - Self Employed (SENP)', 'APPLICATION FOR HOUSING LOAN - SELF-EMPLOYED NON-PROFESSIONAL']))}</h1>")
    body.append(f"<p class=\"small\">Application No.: <b>{_e(L['app_no'])}</b> &nbsp; Sourcing channel: {r.choice(['Branch', 'DSA', 'Connector'])} &nbsp; Date: {_e(_fd(L['app_date'], ds))}</p>")
    pers = _name_pairs(r, b, case) + [("Date of Birth", _e(_fd(b["dob"], ds))), ("PAN", _e(pan or "")),
                                      ("Marital Status", _marital_boxes(r, L["marital"], bx, "uk"))]
    if L["phone"]:
        pers.append(("Mobile No.", _e(L["phone"])))
    if L["email"]:
        pers.append(("E-mail ID", _e(L["email"])))
    occ = [("Occupation", f"{_box(False, bx)} Salaried {_box(False, bx)} SEP {_box(True, bx)} SENP"),
           ("Name of Firm / Company", _e(L["business"])), ("Constitution", {"sole trader": "Proprietorship", "partner": "Partnership / LLP"}.get(L["biz_type"], "Private Limited")),
           ("Date of incorporation / commencement", _e(_fd(L["biz_start"], ds))), ("GSTIN", f"27{pan or 'AAAAA0000A'}1Z{r.randint(1, 9)}"),
           (f"Gross total income as per ITR AY {L['fy'][1]}-{str(L['fy'][1] + 1)[-2:]}", _e(f"Rs. {_fa(L['net_profit'][1], astyle)}")),
           (f"Gross total income as per ITR AY {L['fy'][0]}-{str(L['fy'][0] + 1)[-2:]}", _e(f"Rs. {_fa(L['net_profit'][0], astyle)}")),
           ("Gross Monthly Income", _e(f"INR {_fa(L['monthly'], astyle)}"))]
    loan = [("Loan Amount Required", _e(f"INR {_fa(L['amount'], astyle)}")), ("Purpose", _e(_purpose_text(r, L))),
            ("Tenure (months)", str(L["term"])), ("Rate of Interest", _e(_rate_text(r, L["rate"]) + r.choice([" (linked to repo rate)", " floating", ""]))),
            ("Property Address", _addr_html(r, L["property"])),
            (r.choice(["Market Value of Property", "Property Value / Agreement Value"]), _e(f"INR {_fa(L['value'], astyle)}")),
            ("Own contribution", _e(f"INR {_fa(_money(L['value'] - L['amount']), astyle)}"))]
    style = r.choice(["row", "below", "tab"])
    body.append("<h2>A. Personal details of applicant</h2>" + _pairs_html(r, pers, style) + _co_rows(r, L, case, ds))
    body.append("<h2>B. Occupation and income</h2>" + _pairs_html(r, occ, style))
    body.append("<h2>C. Loan and property details</h2>" + _pairs_html(r, loan, style))
    body.append(_para(["I/We declare that all particulars and information given in the application form are true, correct and complete and that they shall form the basis of any loan the bank may decide to grant.",
                       "Processing fee of 0.50% of the loan amount plus GST is non-refundable. The rate of interest is subject to change as per the bank's external benchmark lending rate."]))
    body.append(_signatures(r, [_full_name(b, case)] + [_full_name(q, case) for q in L["cos"]], ["Applicant"] + ["Co-applicant"] * len(L["cos"])))
    html = _page("".join(body), size=r.choice([8.6, 9.0]))
    return html, _loan_truth(L, case)


_LOAN_LAYOUTS = {
    "self_employed_mortgage": _loan_uk,
    "urla_business_owner": _loan_urla,
    "secured_trade_loan": _loan_secured_trade,
    "broker_fact_find": _loan_fact_find,
    "credit_memo_accountant": _loan_credit_memo,
    "construction_loan": _loan_construction,
    "equity_release_refinance": _loan_equity_release,
    "joint_partners_columns": _loan_partners,
    "india_senp_home_loan": _loan_india_senp,
}


# ---------------------------------------------------------------------------------------------
# public API
# ---------------------------------------------------------------------------------------------

_LAYOUTS = {"letter_of_credit": _LC_LAYOUTS, "kyc_individual": _KYC_LAYOUTS, "loan_application": _LOAN_LAYOUTS}

# free-text truth paths that must appear verbatim in the page text
_FREE_TEXT = {
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name", "beneficiary.address",
                         "available_with", "port_of_loading", "port_of_discharge", "goods_description", "documents_required[]"],
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name", "tax_identification_number"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone", "co_borrowers[].full_name",
                         "employer_name", "property_address"],
}


def layouts(document_type: str) -> list[str]:
    if document_type not in _LAYOUTS:
        raise ValueError(f"unknown document type {document_type!r}")
    return list(_LAYOUTS[document_type])


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    table = _LAYOUTS.get(document_type)
    if table is None:
        raise ValueError(f"unknown document type {document_type!r}")
    r = _rng_for(document_type, index, seed)
    names = list(table)
    drawn = names[r.randrange(len(names))]
    if layout is None:
        layout = drawn
    elif layout not in table:
        raise ValueError(f"unknown layout {layout!r} for {document_type}")
    # the content stream depends on the layout too, so generate(t, i, s) == generate(t, i, s, <drawn layout>)
    r = _rng_for(document_type, index, seed, layout)
    html, truth = table[layout](r)
    return AuthoredDocument(document_type=document_type, layout=layout, html=html, truth=truth)


def _visible_text(html: str) -> str:
    import html as _html
    t = re.sub(r"(?is)<(head|style|script)\b.*?</\1>", " ", html)
    t = re.sub(r"(?s)<[^>]+>", " ", t)
    t = _html.unescape(t)
    return re.sub(r"\s+", " ", t).strip().casefold()


def _values_at(truth: dict, path: str) -> list:
    if path.endswith("[]"):
        return list(truth.get(path[:-2]) or [])
    if "[]." in path:
        lst, key = path.split("[].")
        return [item.get(key) for item in truth.get(lst) or []]
    cur = truth
    for part in path.split("."):
        cur = cur.get(part) if isinstance(cur, dict) else None
    return [cur]


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import json
    import jsonschema
    schemas = Path(__file__).resolve().parents[2] / "schemas"
    for document_type, table in _LAYOUTS.items():
        schema = json.loads((schemas / f"{document_type}.schema.json").read_text(encoding="utf-8"))
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        assert len(table) >= 8, f"{document_type}: only {len(table)} layouts"
        for layout in table:
            for index in range(per_type):
                a = generate(document_type, index, seed, layout)
                b = generate(document_type, index, seed, layout)
                assert a == b, f"{document_type}/{layout}/{index}: not deterministic"
                errors = sorted(validator.iter_errors(a.truth), key=lambda e: list(e.path))
                assert not errors, f"{document_type}/{layout}/{index}: schema: {errors[0].message} at {list(errors[0].path)}"
                text = _visible_text(a.html)
                for path in _FREE_TEXT[document_type]:
                    for value in _values_at(a.truth, path):
                        if value is None:
                            continue
                        needle = re.sub(r"\s+", " ", str(value)).strip().casefold()
                        assert needle in text, f"{document_type}/{layout}/{index}: {path}={value!r} not in page text"
        for index in range(per_type):
            d = generate(document_type, index, seed)
            assert d == generate(document_type, index, seed)
