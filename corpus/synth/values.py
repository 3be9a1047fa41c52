"""Random realistic values: people, addresses, companies, banks, identifiers, goods.

Everything is drawn from a ``random.Random`` passed in, and every string is latin-1
(the PDF core fonts), mostly ASCII with the accented letters real names carry.
Values are plain data; how they are written on the page is ``surface``'s business.
"""
from __future__ import annotations

import datetime as dt
import random
import string
import unicodedata
from dataclasses import dataclass

from pipeline.countries import country_alpha2

# --------------------------------------------------------------------------- people

# culture -> (female given names, male given names, surnames, countries of nationality)
_CULTURES: dict[str, tuple[str, str, str, str]] = {
    "nordic": ("Anna Maria Åsa Ingrid Karin Sofia Elin Linnea Freja Sigrid Astrid Maja Liv Ebba Hanna",
               "Lars Erik Johan Anders Nils Magnus Björn Søren Henrik Mikael Olof Gustav Jens Ola Fredrik",
               "Eriksson Lindqvist Johansson Nilsson Andersson Bergström Sørensen Hansen Lindgren Virtanen "
               "Korhonen Holm Dahl Nyström Åkesson Berg Halvorsen Jensen Mäkinen Sandberg",
               "SWE NOR DNK FIN"),
    "german": ("Anna Katharina Sabine Julia Lena Monika Ursula Claudia Franziska Jana Miriam",
               "Jürgen Klaus Thomas Stefan Andreas Lukas Matthias Tobias Florian Wolfgang Jörg Maximilian",
               "Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Hoffmann Schäfer Koch Richter "
               "Zimmermann Krüger Hartmann Lange Schröder Huber Gruber Keller",
               "DEU AUT CHE"),
    "french": ("Marie Camille Élodie Chloé Isabelle Nathalie Amélie Céline Hélène Margaux Sophie",
               "Jean Pierre François Nicolas Julien Sébastien Antoine Olivier Théo Laurent Mathieu",
               "Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Lefèvre Girard "
               "Fontaine Rousseau Mercier Dupont Lambert Peeters",
               "FRA BEL CHE LUX"),
    "hispanic": ("María José Lucía Carmen Ana Sofía Valentina Camila Isabel Daniela Gabriela Paula",
                 "José Luis Carlos Javier Miguel Alejandro Diego Andrés Fernando Santiago Mateo Pablo",
                 "García López Martínez Rodríguez González Fernández Sánchez Pérez Gómez Díaz Núñez "
                 "Hernández Ramírez Torres Castillo Vargas Morales Ortega Romero",
                 "ESP MEX ARG COL CHL PER"),
    "lusophone": ("Ana Beatriz Mariana Júlia Larissa Fernanda Inês Leonor Rita",
                  "João Pedro Lucas Gabriel Rafael Tiago Gonçalo Rodrigo Thiago Bruno",
                  "Silva Santos Oliveira Souza Pereira Costa Ferreira Almeida Carvalho Gonçalves Ribeiro",
                  "PRT BRA"),
    "italian": ("Giulia Francesca Chiara Alessandra Federica Martina Elena Valentina",
                "Marco Luca Giuseppe Alessandro Matteo Davide Lorenzo Stefano Niccolò",
                "Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Conti De Luca",
                "ITA"),
    "dutch": ("Sanne Anouk Lotte Fleur Eva Femke Iris Noor",
              "Daan Bram Sven Jeroen Thijs Ruben Pieter Joost Maarten",
              "de Jong Jansen de Vries van den Berg van Dijk Bakker Visser Smit Meijer de Boer Mulder",
              "NLD BEL"),
    "anglo": ("Emily Sarah Jessica Olivia Charlotte Emma Hannah Rachel Laura Megan Grace Siobhan",
              "James John Michael David Robert William Thomas Daniel Matthew Andrew Ryan Liam Patrick",
              "Smith Johnson Williams Brown Jones Miller Davis Wilson Taylor Anderson Clarke Walker "
              "O'Brien Murphy Thompson Campbell Mitchell Robinson Wright Evans",
              "GBR USA CAN AUS NZL IRL"),
    "polish": ("Agnieszka Katarzyna Magdalena Joanna Zofia Aleksandra",
               "Piotr Krzysztof Tomasz Pawel Michal Jakub Marek",
               "Kowalski Nowak Wisniewski Wójcik Kaminski Lewandowski Zielinski Szymanski",
               "POL"),
    "greek": ("Eleni Maria Sofia Katerina Georgia Dimitra",
              "Georgios Dimitrios Konstantinos Nikolaos Ioannis Panagiotis",
              "Papadopoulos Georgiou Nikolaidis Vlachos Pappas Karagiannis Oikonomou",
              "GRC CYP"),
    "turkish": ("Ayse Zeynep Elif Fatma Merve Esra",
                "Mehmet Mustafa Ahmet Emre Burak Can Murat",
                "Yilmaz Kaya Demir Sahin Çelik Yildiz Öztürk Aydin Arslan",
                "TUR"),
    "arabic": ("Fatima Aisha Mariam Noor Layla Huda Salma",
               "Mohammed Ahmed Omar Khalid Youssef Hassan Tariq Rashid Faisal",
               "Al Mansouri Al Hashimi Haddad Khalil Nasser Saleh Al Farsi El Amrani Aziz Qasim",
               "ARE SAU EGY JOR MAR QAT KWT BHR OMN"),
    "indian": ("Priya Ananya Kavya Deepika Sneha Lakshmi Meera Aishwarya",
               "Rahul Arjun Vikram Sanjay Rohan Amit Karthik Aditya Suresh",
               "Sharma Patel Iyer Reddy Nair Gupta Singh Mehta Krishnan Desai Banerjee Rao",
               "IND"),
    "chinese": ("Wei Ling Xiu Ying Mei Hua Jing Yi Li Na Xiao Yan Hui Min",
                "Wei Jun Hao Ran Zhi Wei Jian Guo Ming Hao Yong Chen Tian Yu",
                "Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Lim Tan Wong Ng Lee",
                "CHN SGP HKG MYS"),
    "japanese": ("Yuki Haruka Aiko Sakura Misaki Yui Naomi",
                 "Hiroshi Takeshi Kenji Daisuke Haruto Satoshi Kazuki",
                 "Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi",
                 "JPN"),
    "korean": ("Ji-woo Seo-yeon Min-ji Ha-eun Soo-jin",
               "Min-jun Seo-jun Ji-ho Hyun-woo Dong-hyun",
               "Kim Lee Park Choi Jung Kang Cho Yoon Jang",
               "KOR"),
    "vietnamese": ("Thi Lan Thu Trang Ngoc Anh Thi Mai Hoa", "Van Minh Duc Anh Quoc Bao Thanh Hai",
                   "Nguyen Tran Le Pham Hoang Vu Dang Bui", "VNM"),
    "filipino": ("Maria Cristina Angelica Kristine Rowena", "Jose Miguel Mark Anthony Paolo Ramon",
                 "Santos Reyes Cruz Bautista Garcia Mendoza Dela Cruz Villanueva", "PHL"),
    "west_african": ("Adaeze Chiamaka Ngozi Funmilayo Ama Abena Yetunde",
                     "Chukwuemeka Oluwaseun Babajide Kwame Kofi Emeka Tunde",
                     "Okafor Adeyemi Okonkwo Balogun Mensah Boateng Eze Nwosu Asante",
                     "NGA GHA"),
    "east_african": ("Wanjiru Akinyi Njeri Amani Zawadi", "Kamau Otieno Mwangi Baraka Jabari",
                     "Kamau Odhiambo Mutua Wanjala Kiprop Njoroge", "KEN"),
    "south_african": ("Thandiwe Nomvula Lerato Zanele Annelie", "Sipho Thabo Pieter Johannes Bongani",
                      "Nkosi Dlamini van der Merwe Botha Mokoena Pretorius", "ZAF"),
}

_MULTI_WORD = {"Anna Maria", "Maria José", "Wei Ling", "Xiu Ying", "Mei Hua", "Jing Yi", "Li Na",
               "Xiao Yan", "Hui Min", "Wei Jun", "Hao Ran", "Zhi Wei", "Jian Guo", "Ming Hao",
               "Yong Chen", "Tian Yu", "Thi Lan", "Thu Trang", "Ngoc Anh", "Thi Mai", "Van Minh",
               "Duc Anh", "Quoc Bao", "Thanh Hai", "Maria Cristina", "Jose Miguel", "Mark Anthony",
               "Al Mansouri", "Al Hashimi", "Al Farsi", "El Amrani", "de Jong", "de Vries",
               "van den Berg", "van Dijk", "de Boer", "De Luca", "Dela Cruz", "van der Merwe"}


def _split_names(text: str) -> list[str]:
    words, out, i = text.split(), [], 0
    while i < len(words):
        for n in (3, 2):
            chunk = " ".join(words[i:i + n])
            if chunk in _MULTI_WORD:
                out.append(chunk)
                i += n
                break
        else:
            out.append(words[i])
            i += 1
    return out


CULTURES = {k: (_split_names(f), _split_names(m), _split_names(s), c.split())
            for k, (f, m, s, c) in _CULTURES.items()}
NATIONALITY_CULTURE = {c: k for k, (_, _, _, cs) in CULTURES.items() for c in cs}
NATIONALITIES = sorted(NATIONALITY_CULTURE)


@dataclass(frozen=True)
class Person:
    given: str       # given names, as written ("Anna Maria")
    surname: str
    sex: str         # M | F | X
    nationality: str  # alpha-3

    @property
    def full(self) -> str:
        return f"{self.given} {self.surname}"


def person(rng: random.Random, nationality: str | None = None, sex: str | None = None) -> Person:
    nationality = nationality or rng.choice(NATIONALITIES)
    female, male, surnames, _ = CULTURES[NATIONALITY_CULTURE[nationality]]
    sex = sex or rng.choices("MFX", weights=(49, 49, 2))[0]
    pool = female if sex == "F" else male if sex == "M" else female + male
    given = rng.choice(pool)
    if rng.random() < 0.25 and " " not in given:
        second = rng.choice(pool)
        if second != given and " " not in second:
            given = f"{given} {second}"
    surname = rng.choice(surnames)
    if NATIONALITY_CULTURE[nationality] == "hispanic" and rng.random() < 0.5:
        other = rng.choice(surnames)
        if other != surname:
            surname = f"{surname} {other}"
    return Person(given, surname, sex, nationality)


# --------------------------------------------------------------------------- addresses

@dataclass(frozen=True)
class Address:
    lines: tuple[str, ...]   # without the country
    city: str
    country: str             # alpha-3


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _upper(rng: random.Random, n: int, pool: str = string.ascii_uppercase) -> str:
    return "".join(rng.choice(pool) for _ in range(n))


# country -> (cities, streets). Address line templates per country in _address_lines.
_PLACES: dict[str, tuple[list[tuple[str, str]], list[str]]] = {
    "USA": ([("New York", "NY 100"), ("Brooklyn", "NY 112"), ("Chicago", "IL 606"), ("Houston", "TX 770"),
             ("San Francisco", "CA 941"), ("Los Angeles", "CA 900"), ("Miami", "FL 331"), ("Seattle", "WA 981"),
             ("Boston", "MA 021"), ("Atlanta", "GA 303"), ("Denver", "CO 802"), ("Charlotte", "NC 282"),
             ("Austin", "TX 787"), ("Phoenix", "AZ 850")],
            ["Maple Avenue", "Oak Street", "Lexington Avenue", "Park Place", "Elm Drive", "Sunset Boulevard",
             "Washington Street", "Lakeview Terrace", "Cedar Lane", "Hudson Street", "Peachtree Road",
             "Market Street", "Congress Avenue", "Main Street"]),
    "GBR": ([("London", "EC1A"), ("London", "W8"), ("Manchester", "M1"), ("Edinburgh", "EH3"),
             ("Bristol", "BS8"), ("Leeds", "LS1"), ("Birmingham", "B15"), ("Glasgow", "G2")],
            ["Kensington Road", "High Street", "Victoria Street", "Queen's Road", "Church Lane",
             "Station Road", "Park Crescent", "Albert Embankment"]),
    "DEU": ([("Berlin", "10115"), ("München", "80331"), ("Hamburg", "20095"), ("Frankfurt am Main", "60311"),
             ("Köln", "50667"), ("Stuttgart", "70173"), ("Düsseldorf", "40213")],
            ["Hauptstraße", "Bahnhofstraße", "Schillerstraße", "Goethestraße", "Lindenallee",
             "Friedrichstraße", "Königsallee", "Am Markt"]),
    "AUT": ([("Wien", "1010"), ("Graz", "8010"), ("Salzburg", "5020")],
            ["Kärntner Straße", "Mariahilfer Straße", "Getreidegasse", "Herrengasse"]),
    "CHE": ([("Zürich", "8001"), ("Genève", "1204"), ("Basel", "4051"), ("Lausanne", "1003")],
            ["Bahnhofstrasse", "Rue du Rhône", "Freie Strasse", "Avenue de la Gare", "Seefeldstrasse"]),
    "FRA": ([("Paris", "75002"), ("Paris", "75016"), ("Lyon", "69002"), ("Marseille", "13001"),
             ("Toulouse", "31000"), ("Bordeaux", "33000"), ("Lille", "59000")],
            ["rue de la Paix", "avenue Victor Hugo", "boulevard Haussmann", "rue du Faubourg Saint-Honoré",
             "rue de la République", "cours Mirabeau", "place Bellecour"]),
    "BEL": ([("Bruxelles", "1000"), ("Antwerpen", "2000"), ("Gent", "9000")],
            ["Rue Neuve", "Meir", "Avenue Louise", "Korenmarkt"]),
    "NLD": ([("Amsterdam", "1015"), ("Rotterdam", "3011"), ("Utrecht", "3511"), ("Den Haag", "2511")],
            ["Keizersgracht", "Prinsengracht", "Coolsingel", "Oudegracht", "Lange Voorhout"]),
    "SWE": ([("Stockholm", "111"), ("Göteborg", "411"), ("Malmö", "211"), ("Uppsala", "753")],
            ["Kungsgatan", "Drottninggatan", "Storgatan", "Vasagatan", "Sveavägen", "Linnégatan"]),
    "NOR": ([("Oslo", "0150"), ("Bergen", "5003")], ["Karl Johans gate", "Bryggen", "Storgata"]),
    "DNK": ([("København K", "1050"), ("Aarhus C", "8000")], ["Strøget", "Nyhavn", "Vesterbrogade"]),
    "FIN": ([("Helsinki", "00100"), ("Espoo", "02100")], ["Mannerheimintie", "Esplanadi", "Aleksanterinkatu"]),
    "ESP": ([("Madrid", "28014"), ("Barcelona", "08007"), ("Valencia", "46002"), ("Sevilla", "41001")],
            ["Calle de Alcalá", "Passeig de Gràcia", "Calle Mayor", "Avenida de la Constitución", "Gran Vía"]),
    "PRT": ([("Lisboa", "1250-096"), ("Porto", "4000-322")], ["Avenida da Liberdade", "Rua Augusta", "Rua de Santa Catarina"]),
    "ITA": ([("Milano", "20121"), ("Roma", "00187"), ("Torino", "10121"), ("Firenze", "50123")],
            ["Via Roma", "Corso Buenos Aires", "Via del Corso", "Via Garibaldi", "Viale Mazzini"]),
    "IRL": ([("Dublin 2", "D02"), ("Cork", "T12")], ["Grafton Street", "Merrion Square", "Patrick Street"]),
    "POL": ([("Warszawa", "00-001"), ("Kraków", "31-001")], ["ul. Marszalkowska", "ul. Florianska", "al. Jerozolimskie"]),
    "GRC": ([("Athina", "105 57"), ("Thessaloniki", "546 24")], ["Ermou", "Tsimiski", "Vasilissis Sofias"]),
    "TUR": ([("Istanbul", "34367"), ("Ankara", "06680")], ["Istiklal Caddesi", "Bagdat Caddesi", "Atatürk Bulvari"]),
    "SGP": ([("Singapore", "0")], ["Ang Mo Kio Avenue 3", "Orchard Road", "Tampines Street 21",
                                    "Bukit Timah Road", "Marine Parade Road"]),
    "HKG": ([("Hong Kong", ""), ("Kowloon", "")], ["Taikoo Shing Road", "Nathan Road", "Queen's Road Central",
                                                    "Des Voeux Road", "Conduit Road"]),
    "CHN": ([("Shanghai", "200"), ("Beijing", "100"), ("Shenzhen", "518"), ("Guangzhou", "510"), ("Ningbo", "315")],
            ["Nanjing West Road", "Jianguo Road", "Shennan Avenue", "Tianhe Road", "Zhongshan Road"]),
    "JPN": ([("Tokyo", "150"), ("Osaka", "530"), ("Yokohama", "220")], ["Shibuya", "Umeda", "Minatomirai"]),
    "KOR": ([("Seoul", "06"), ("Busan", "48")], ["Teheran-ro", "Sejong-daero", "Haeundae-ro"]),
    "IND": ([("Mumbai", "400"), ("Bengaluru", "560"), ("New Delhi", "110"), ("Chennai", "600"), ("Pune", "411")],
            ["MG Road", "Linking Road", "14th Cross Road", "Anna Salai", "FC Road", "Nehru Place"]),
    "ARE": ([("Dubai", ""), ("Abu Dhabi", "")], ["Sheikh Zayed Road", "Al Barsha 2", "Corniche Road", "Jumeirah Beach Road"]),
    "SAU": ([("Riyadh", "12"), ("Jeddah", "23")], ["King Fahd Road", "Olaya Street", "Tahlia Street"]),
    "BRA": ([("São Paulo", "SP"), ("Rio de Janeiro", "RJ"), ("Curitiba", "PR")],
            ["Rua Oscar Freire", "Avenida Paulista", "Rua Visconde de Pirajá", "Rua XV de Novembro"]),
    "MEX": ([("Ciudad de México", "CDMX"), ("Monterrey", "N.L."), ("Guadalajara", "Jal.")],
            ["Av. Paseo de la Reforma", "Calle Madero", "Av. Chapultepec", "Av. Constitución"]),
    "CAN": ([("Toronto", "ON"), ("Vancouver", "BC"), ("Montréal", "QC"), ("Calgary", "AB")],
            ["King Street West", "Granville Street", "Rue Sainte-Catherine", "Bay Street"]),
    "AUS": ([("Sydney", "NSW"), ("Melbourne", "VIC"), ("Brisbane", "QLD"), ("Perth", "WA")],
            ["Ocean Street", "George Street", "Collins Street", "Queen Street", "Hay Street"]),
    "NZL": ([("Auckland", "1010"), ("Wellington", "6011")], ["Queen Street", "Lambton Quay"]),
    "ZAF": ([("Johannesburg", "2196"), ("Cape Town", "8001")], ["Jan Smuts Avenue", "Long Street", "Rivonia Road"]),
    "NGA": ([("Lagos", ""), ("Abuja", "")], ["Adeola Odeku Street", "Awolowo Road", "Ademola Adetokunbo Crescent"]),
    "KEN": ([("Nairobi", "00100"), ("Mombasa", "80100")], ["Kenyatta Avenue", "Moi Avenue", "Ngong Road"]),
    "GHA": ([("Accra", "")], ["Oxford Street", "Liberation Road"]),
    "EGY": ([("Cairo", "11511")], ["Tahrir Street", "Road 9"]),
    "MAR": ([("Casablanca", "20000")], ["Boulevard Mohammed V", "Rue Tarik Ibn Ziad"]),
    "MYS": ([("Kuala Lumpur", "50450")], ["Jalan Ampang", "Jalan Bukit Bintang"]),
    "VNM": ([("Ho Chi Minh City", ""), ("Hanoi", "")], ["Le Loi Street", "Hang Bai Street"]),
    "PHL": ([("Makati City", "1226"), ("Quezon City", "1100")], ["Ayala Avenue", "Katipunan Avenue"]),
    "THA": ([("Bangkok", "10110")], ["Sukhumvit Road", "Silom Road"]),
    "IDN": ([("Jakarta", "10220")], ["Jalan Sudirman", "Jalan Thamrin"]),
    "QAT": ([("Doha", "")], ["Al Corniche Street", "Lusail Boulevard"]),
    "ISR": ([("Tel Aviv", "6578")], ["Rothschild Boulevard", "Dizengoff Street"]),
}
ADDRESS_COUNTRIES = sorted(_PLACES)


_OFFICE_STYLE = {"USA", "SGP", "HKG", "JPN", "KOR", "IND", "ARE", "QAT", "BRA", "MEX", "CHN", "FRA", "ESP", "PRT", "GBR", "CAN", "AUS"}


def address(rng: random.Random, country: str | None = None, city: str | None = None, *,
            office: bool = False) -> Address:
    """A residential (or office) address in ``country`` (any country of _PLACES by default)."""
    country = country if country in _PLACES else rng.choice(ADDRESS_COUNTRIES)
    cities, streets = _PLACES[country]
    matches = [c for c in cities if c[0] == city]
    city, code = rng.choice(matches or cities)
    street = rng.choice(streets)
    num = str(rng.randint(1, 240))
    r = rng.random()
    if office and country in _OFFICE_STYLE:
        tail = {"SGP": f"Singapore {_digits(rng, 6)}", "HKG": city, "GBR": f"{city} {code} {rng.randint(1, 9)}{_upper(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ')}",
                "IND": f"{city} {code}{_digits(rng, 3)}", "ARE": f"P.O. Box {_digits(rng, 5)}, {city}",
                "QAT": f"P.O. Box {_digits(rng, 5)}, {city}", "BRA": f"{city} - {code}, {_digits(rng, 5)}-{_digits(rng, 3)}",
                "MEX": f"{_digits(rng, 5)} {city}, {code}", "CHN": f"{city} {code}{_digits(rng, 3)}",
                "JPN": f"{city} {code}-{_digits(rng, 4)}", "KOR": f"{city} {code}{_digits(rng, 3)}",
                "CAN": f"{city}, {code} {_upper(rng, 1)}{rng.randint(1, 9)}{_upper(rng, 1)} {rng.randint(1, 9)}{_upper(rng, 1)}{rng.randint(1, 9)}",
                "AUS": f"{city} {code} {_digits(rng, 4)}"}.get(country, f"{code} {city}")
        first = f"{num} {street}" if country not in ("ESP", "ITA") else f"{street} {num}"
        if country == "USA":
            first = f"{rng.randint(10, 9800)} {street}" + (f", Suite {rng.randint(100, 3000)}" if r < 0.4 else "")
            tail = f"{city}, {code}{_digits(rng, 2)}"
        return Address((first, tail), city, country)
    if country == "USA":
        unit = rng.choice(["", f", Apt {rng.randint(1, 30)}{rng.choice('ABCDEF')}", f", Suite {rng.randint(100, 2400)}"])
        lines = [f"{rng.randint(10, 9800)} {street}{unit}", f"{city}, {code}{_digits(rng, 2)}"]
    elif country == "GBR":
        pc = f"{code} {rng.randint(1, 9)}{_upper(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        first = f"Flat {rng.randint(1, 40)}, {num} {street}" if r < 0.4 else f"{num} {street}"
        lines = [first, city, pc] if rng.random() < 0.5 else [first, f"{city} {pc}"]
    elif country in ("DEU", "AUT", "CHE", "NLD", "SWE", "NOR", "DNK", "FIN", "ITA", "POL", "BEL"):
        pc = code
        if country == "SWE":
            pc = f"{code} {_digits(rng, 2)}"
        elif country == "NLD":
            pc = f"{code} {_upper(rng, 2)}"
        elif country == "ITA":
            pc = code[:-1] + str(rng.randint(0, 9))
        lines = [f"{street} {num}", f"{pc} {city}"]
        if country == "ITA" and rng.random() < 0.5:
            lines = [f"{street}, {num}", f"{pc} {city}"]
    elif country in ("FRA",):
        lines = [f"{num} {street}", f"{code} {city}"]
        if r < 0.3:
            lines.insert(0, f"Appartement {rng.randint(1, 60)}, Bâtiment {rng.choice('ABC')}")
    elif country == "ESP":
        lines = [f"{street} {num}, {rng.randint(1, 9)}º {rng.choice('ABCD')}", f"{code} {city}"]
    elif country == "PRT":
        lines = [f"{street}, {num}, {rng.randint(1, 9)}º Esq.", f"{code} {city}"]
    elif country == "SGP":
        blk = rng.randint(100, 999)
        lines = [f"Blk {blk} {street}", f"#{rng.randint(2, 25):02d}-{rng.randint(1, 300):03d}",
                 f"Singapore {blk % 100 + 100}{_digits(rng, 3)}"] if r < 0.5 else \
                [f"{num} {street}", f"#{rng.randint(2, 40):02d}-{rng.randint(1, 12):02d}",
                 f"Singapore {_digits(rng, 6)}"]
    elif country == "HKG":
        lines = [f"Flat {rng.randint(1, 40)}{rng.choice('ABCDEFGH')}, {rng.randint(2, 60)}/F, Tower {rng.randint(1, 6)}",
                 f"{rng.choice(['Harbour View Gardens', 'Taikoo Shing', 'The Belcher', 'Royal Ascot'])}",
                 f"{num} {street}, {city}"]
    elif country == "JPN":
        lines = [f"{rng.randint(1, 5)}-{rng.randint(1, 30)}-{rng.randint(1, 20)} {street}",
                 f"{street}-ku, {city} {code}-{_digits(rng, 4)}"]
    elif country == "KOR":
        lines = [f"{num} {street}, {rng.choice(['Gangnam-gu', 'Jung-gu', 'Haeundae-gu'])}", f"{city} {code}{_digits(rng, 3)}"]
    elif country == "IND":
        lines = [f"Flat {rng.randint(101, 1204)}, {rng.choice(['Sai Residency', 'Prestige Towers', 'Lodha Park', 'Green Acres'])}",
                 f"{street}, {city} {code}{_digits(rng, 3)}"]
    elif country in ("ARE", "QAT"):
        lines = [f"Villa {rng.randint(1, 80)}, {street}", f"P.O. Box {_digits(rng, rng.choice([5, 6]))}, {city}"]
    elif country == "BRA":
        lines = [f"{street}, {rng.randint(10, 3000)}, apto {rng.randint(11, 190)}",
                 f"{city} - {code}", f"{_digits(rng, 5)}-{_digits(rng, 3)}"]
    elif country == "MEX":
        lines = [f"{street} {rng.randint(10, 900)}, Piso {rng.randint(1, 20)}",
                 f"Col. {rng.choice(['Juárez', 'Roma Norte', 'Polanco', 'Centro'])}, {_digits(rng, 5)} {city}, {code}"]
    elif country == "CAN":
        lines = [f"{rng.randint(10, 2000)} {street}, Unit {rng.randint(100, 3000)}",
                 f"{city}, {code} {_upper(rng, 1)}{rng.randint(1, 9)}{_upper(rng, 1)} {rng.randint(1, 9)}{_upper(rng, 1)}{rng.randint(1, 9)}"]
    elif country == "AUS":
        lines = [f"Unit {rng.randint(1, 40)}, {num} {street}", f"{city} {code} {_digits(rng, 4)}"]
    elif country == "CHN":
        lines = [f"Room {rng.randint(101, 2808)}, No. {num} {street}",
                 f"{rng.choice(['Jing An', 'Chaoyang', 'Futian', 'Tianhe', 'Yinzhou'])} District, {city} {code}{_digits(rng, 3)}"]
    else:
        tail = f"{code} {city}".strip() if code else city
        lines = [f"{num} {street}", tail]
    return Address(tuple(lines), city, country)


# --------------------------------------------------------------------------- companies and banks

_SUFFIX = {
    "SWE": ["AB"], "NOR": ["AS"], "DNK": ["A/S"], "FIN": ["Oy"], "DEU": ["GmbH", "AG", "GmbH & Co. KG"],
    "AUT": ["GmbH"], "CHE": ["AG", "SA"], "FRA": ["SAS", "SARL", "S.A."], "BEL": ["NV", "SA"],
    "NLD": ["B.V.", "N.V."], "ESP": ["S.L.", "S.A."], "PRT": ["Lda.", "S.A."], "ITA": ["S.p.A.", "S.r.l."],
    "GBR": ["Ltd", "Limited", "PLC"], "IRL": ["Limited"], "USA": ["Inc.", "LLC", "Corp."], "CAN": ["Inc.", "Ltd."],
    "AUS": ["Pty Ltd"], "NZL": ["Limited"], "CHN": ["Co., Ltd."], "HKG": ["Limited", "Co., Limited"],
    "SGP": ["Pte. Ltd."], "MYS": ["Sdn. Bhd."], "IND": ["Pvt. Ltd.", "Limited"], "JPN": ["Co., Ltd.", "K.K."],
    "KOR": ["Co., Ltd."], "ARE": ["LLC", "FZE", "FZCO"], "SAU": ["Co."], "QAT": ["W.L.L."], "BRA": ["Ltda.", "S.A."],
    "MEX": ["S.A. de C.V."], "TUR": ["A.S."], "POL": ["Sp. z o.o."], "ZAF": ["(Pty) Ltd"], "NGA": ["Limited"],
    "KEN": ["Limited"], "VNM": ["JSC", "Co., Ltd."], "THA": ["Co., Ltd."], "IDN": ["PT"], "EGY": ["S.A.E."],
    "GRC": ["S.A."], "PHL": ["Inc."], "MAR": ["SARL"], "GHA": ["Limited"], "ISR": ["Ltd."],
}
_CO_PREFIX = ["Nordic", "Baltic", "Golden Dragon", "Pacific Rim", "Harbour", "Atlas", "Meridian", "Sunrise",
              "Evergreen", "Blue Ocean", "Silverline", "Orion", "Crescent", "Alpine", "Delta", "Summit",
              "Zenith", "Lotus", "Phoenix", "Horizon", "Continental", "Royal", "Eastern Star", "Greenfield",
              "Keystone", "Red River", "Northgate", "Hanseatic", "Andes", "Sahara", "Kilimanjaro", "Danube"]
_CO_TRADE = ["Steel", "Textiles", "Electronics", "Machinery", "Agro", "Chemicals", "Foods", "Pharma",
             "Furniture", "Auto Parts", "Solar", "Plastics", "Paper", "Ceramics", "Seafood", "Coffee",
             "Cotton", "Timber", "Medical Devices", "Garments", "Rice", "Fertilizers", "Cables", "Tools"]
_CO_KIND = ["Trading", "Industries", "Manufacturing", "Import & Export", "Exports", "International",
            "Holdings", "Group", "Commodities", "Supplies", "Works", "Distribution"]


@dataclass(frozen=True)
class Company:
    name: str
    address: Address
    trade: str


def company(rng: random.Random, country: str | None = None) -> Company:
    country = country if country in _PLACES else rng.choice(ADDRESS_COUNTRIES)
    addr = address(rng, country, office=True)
    trade = rng.choice(_CO_TRADE)
    prefix = rng.choice(_CO_PREFIX + [addr.city])
    parts = [prefix, trade, rng.choice(_CO_KIND)] if rng.random() < 0.7 else [prefix, trade]
    suffix = rng.choice(_SUFFIX.get(country, ["Ltd."]))
    name = f"{suffix} {' '.join(parts)}" if suffix == "PT" else f"{' '.join(parts)} {suffix}"
    return Company(name, addr, trade)


_BANK_CORE = ["Merchant", "Commerce", "Trade", "Mercantile", "Harbour", "National", "Union", "Pacific",
              "Atlantic", "Continental", "Trust", "Capital", "Crown", "Guaranty", "Metropolitan", "Federal",
              "Eastern", "Northern", "Alpine", "Hanseatic", "Orient", "Gulf", "Cedar", "Lakeshore"]
_BANK_FORM = {
    "USA": ["{c} Bank, N.A.", "First {c} Bank", "{city} {c} Bank", "{c} Trust Company", "{c} Federal Savings Bank"],
    "GBR": ["{c} Bank PLC", "{city} {c} Bank Limited"], "DEU": ["{c}bank AG", "{city}er {c} Bank AG"],
    "FRA": ["Banque {c} de {city}", "Crédit {c}"], "CHE": ["{c} Bank AG", "Banque {c} SA"],
    "SWE": ["{c} Bank AB", "{c}banken AB"], "NLD": ["{c} Bank N.V."], "ESP": ["Banco {c}", "Banco {c} de {city}"],
    "ITA": ["Banca {c} S.p.A."], "SGP": ["{c} Bank of Singapore Limited"], "HKG": ["{c} Bank (Hong Kong) Limited"],
    "CHN": ["Bank of {city}", "{city} {c} Commercial Bank"], "IND": ["{c} Bank of India", "{city} {c} Bank Ltd."],
    "ARE": ["{c} Bank of the Emirates PJSC", "{city} {c} Bank PJSC"], "JPN": ["{city} {c} Bank, Ltd."],
    "BRA": ["Banco {c} do Brasil S.A."], "TUR": ["{c} Bankasi A.S."], "KOR": ["{c} Bank of Korea"],
    "MEX": ["Banco {c} de México, S.A."],
}
_BANK_CORE_LOCAL = {"DEU": ["Hansa", "Merkur", "Rhein", "Weser", "Industrie", "Elb"],
                    "SWE": ["Nordisk", "Mälar", "Kust", "Norrlands"],
                    "FRA": ["Mercantile", "Commercial", "Industriel", "Rhodanien"],
                    "ESP": ["Mercantil", "Atlántico", "Comercial", "Ibérico"],
                    "ITA": ["Mercantile", "Popolare", "Commerciale"],
                    "BRA": ["Mercantil", "Atlântico", "Comercial"], "TUR": ["Ticaret", "Anadolu", "Deniz"],
                    "MEX": ["Mercantil", "del Norte", "Industrial"]}
# bank countries with their BIC location codes per city
_BANK_CITIES = {
    "USA": [("New York", "33"), ("Chicago", "44"), ("Houston", "4H"), ("San Francisco", "6S"), ("Miami", "3M"),
            ("Charlotte", "3C"), ("Boston", "3B"), ("Seattle", "6W")],
    "GBR": [("London", "2L"), ("Manchester", "2M")], "DEU": [("Frankfurt am Main", "FF"), ("Hamburg", "HH"), ("München", "MM")],
    "FRA": [("Paris", "PP"), ("Lyon", "PL")], "CHE": [("Zürich", "ZZ"), ("Genève", "GG")],
    "SWE": [("Stockholm", "SS"), ("Göteborg", "SG")], "NLD": [("Amsterdam", "2A"), ("Rotterdam", "2R")],
    "ESP": [("Madrid", "MM"), ("Barcelona", "BB")], "ITA": [("Milano", "MM"), ("Roma", "RR")],
    "SGP": [("Singapore", "SG")], "HKG": [("Hong Kong", "HH"), ("Kowloon", "HK")],
    "CHN": [("Shanghai", "SH"), ("Shenzhen", "SZ"), ("Ningbo", "NB")], "IND": [("Mumbai", "BB"), ("Chennai", "MC")],
    "ARE": [("Dubai", "AD"), ("Abu Dhabi", "AA")], "JPN": [("Tokyo", "JT"), ("Osaka", "JO")],
    "BRA": [("São Paulo", "SP"), ("Rio de Janeiro", "RJ")], "TUR": [("Istanbul", "IS")], "KOR": [("Seoul", "SE")],
    "MEX": [("Ciudad de México", "MM")],
}
BANK_COUNTRIES = sorted(_BANK_CITIES)


@dataclass(frozen=True)
class Bank:
    name: str
    bic: str          # BIC8
    address: Address

    @property
    def country(self) -> str:
        return self.address.country

    @property
    def bic11(self) -> str:
        return self.bic + "XXX"


def bank(rng: random.Random, country: str | None = None, *, exclude: str | None = None) -> Bank:
    """A bank in ``country`` (any bank country by default, never ``exclude``)."""
    if country is None:
        choices = [c for c in BANK_COUNTRIES if c != exclude]
        country = rng.choice(choices)
    city, loc = rng.choice(_BANK_CITIES[country])
    core = rng.choice(_BANK_CORE_LOCAL.get(country, _BANK_CORE) if rng.random() < 0.6 else _BANK_CORE)
    name = rng.choice(_BANK_FORM.get(country, ["{c} Bank"])).format(c=core, city=city)
    letters = [w[0] for w in name.replace(",", "").split() if w[0].isalpha() and w[0].isupper()]
    code = ("".join(letters) + "BK" + core[:2].upper())[:4]
    code = "".join(c for c in code.upper() if "A" <= c <= "Z").ljust(4, "X")
    bic = f"{code}{country_alpha2(country)}{loc}"
    return Bank(name, bic, address(rng, country, city, office=True))


# --------------------------------------------------------------------------- identifiers

def passport_number(rng: random.Random, country: str) -> str:
    if country in ("USA", "GBR", "CAN", "AUS"):
        return _digits(rng, 9) if country != "CAN" else _upper(rng, 2) + _digits(rng, 6)
    if country == "DEU":
        return _upper(rng, 1, "CFGHJK") + "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    if country == "FRA":
        return _digits(rng, 2) + _upper(rng, 2) + _digits(rng, 5)
    if country in ("SWE", "NOR", "DNK", "FIN"):
        return _digits(rng, 8)
    if country == "IND":
        return _upper(rng, 1) + _digits(rng, 7)
    if country == "CHN":
        return "E" + _digits(rng, 8)
    return rng.choice([_upper(rng, 1) + _digits(rng, 8), _upper(rng, 2) + _digits(rng, 7),
                       _upper(rng, 1) + _digits(rng, 7)])


def national_id_number(rng: random.Random, country: str) -> str:
    if country == "ESP":
        return _digits(rng, 8) + _upper(rng, 1)
    if country == "ITA":
        return "CA" + _digits(rng, 5) + _upper(rng, 2)
    if country in ("DEU", "AUT"):
        return "L" + "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    if country == "SGP":
        return rng.choice("ST") + _digits(rng, 7) + _upper(rng, 1)
    if country == "HKG":
        return f"{_upper(rng, 1)}{_digits(rng, 6)}({rng.randint(0, 9)})"
    if country == "CHN":
        return _digits(rng, 17) + rng.choice("0123456789X")
    if country == "IND":
        return f"{_digits(rng, 4)} {_digits(rng, 4)} {_digits(rng, 4)}"
    if country in ("SWE", "NOR", "DNK", "FIN"):
        return _digits(rng, 9)
    return _upper(rng, 3) + _digits(rng, 6)


def tax_id(rng: random.Random, country: str, dob: dt.date | None = None) -> str:
    if country == "USA":
        return f"9{_digits(rng, 2)}-{rng.choice(['70', '78', '88', '90'])}-{_digits(rng, 4)}"
    if country == "GBR":
        return f"{_upper(rng, 2, 'ABCEGHJKLMNPRSTWXYZ')} {_digits(rng, 2)} {_digits(rng, 2)} {_digits(rng, 2)} {rng.choice('ABCD')}"
    if country == "SWE" and dob:
        return f"{dob.strftime('%y%m%d')}-{_digits(rng, 4)}"
    if country in ("DEU", "AUT"):
        return _digits(rng, 11)
    if country == "FRA":
        return f"{rng.randint(1, 3)} {_digits(rng, 2)} {_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}"
    if country == "ITA":
        return _upper(rng, 6) + _digits(rng, 2) + _upper(rng, 1) + _digits(rng, 2) + _upper(rng, 1) + _digits(rng, 3) + _upper(rng, 1)
    if country == "ESP":
        return _digits(rng, 8) + _upper(rng, 1)
    if country == "IND":
        return _upper(rng, 5) + _digits(rng, 4) + _upper(rng, 1)
    if country == "BRA":
        return f"{_digits(rng, 3)}.{_digits(rng, 3)}.{_digits(rng, 3)}-{_digits(rng, 2)}"
    if country == "MEX":
        return _upper(rng, 4) + _digits(rng, 6) + _upper(rng, 3)
    return rng.choice([_digits(rng, 10), f"{_digits(rng, 3)}-{_digits(rng, 3)}-{_digits(rng, 3)}",
                       _upper(rng, 2) + _digits(rng, 8)])


def reference(rng: random.Random, prefix: str | None = None) -> str:
    """A generic reference number (customer numbers, file references, ...)."""
    prefix = prefix or rng.choice(["REF", "CIF", "KYC", "CUS", "FILE", "CASE", "DOC", ""])
    body = rng.choice([_digits(rng, 8), f"{_digits(rng, 4)}-{_digits(rng, 5)}", f"{_digits(rng, 2)}/{_digits(rng, 6)}"])
    return f"{prefix}{rng.choice(['-', '', ' '])}{body}".strip() if prefix else body


def lc_number(rng: random.Random, year: int) -> str:
    yy = f"{year % 100:02d}"
    return rng.choice([
        f"ILC{yy}-{_digits(rng, 5)}", f"DC/{year}/{_digits(rng, 6)}", f"LC{yy}{_digits(rng, 5)}{_upper(rng, 2)}",
        f"{_digits(rng, 4)}ILC{_digits(rng, 6)}", f"IMLC{_digits(rng, 7)}", f"{_upper(rng, 3)}{yy}LC{_digits(rng, 4)}",
        f"M{_digits(rng, 2)}{yy}{_upper(rng, 2)}{_digits(rng, 5)}",
    ])


def application_number(rng: random.Random, year: int) -> str:
    return rng.choice([
        f"{_digits(rng, 10)}", f"APP-{year}-{_digits(rng, 6)}", f"LN{_digits(rng, 8)}", f"{_upper(rng, 2)}{_digits(rng, 7)}",
        f"{year}/{_digits(rng, 5)}/{_upper(rng, 1)}", f"MTG-{_digits(rng, 4)}-{_digits(rng, 4)}",
    ])


def _ascii(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if c.isascii())


def email(rng: random.Random, p: Person) -> str:
    g = _ascii(p.given.split()[0]).lower().replace("'", "")
    s = _ascii(p.surname).lower().replace(" ", "").replace("'", "")
    local = rng.choice([f"{g}.{s}", f"{g[0]}{s}", f"{g}{s}{rng.randint(1, 99)}", f"{s}.{g}", f"{g}_{s}"])
    domain = rng.choice(["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me", "web.de",
                         "gmx.net", "orange.fr", "hotmail.co.uk", "mail.com", "fastmail.com", "telia.com"])
    return f"{local}@{domain}"


_DIAL = {"USA": "1", "CAN": "1", "GBR": "44", "DEU": "49", "FRA": "33", "SWE": "46", "NLD": "31", "CHE": "41",
         "ESP": "34", "ITA": "39", "SGP": "65", "HKG": "852", "IND": "91", "ARE": "971", "AUS": "61",
         "BRA": "55", "MEX": "52", "JPN": "81", "CHN": "86", "IRL": "353", "BEL": "32", "AUT": "43"}


def phone(rng: random.Random, country: str) -> str:
    if country in ("USA", "CAN"):
        area, mid, end = rng.randint(201, 989), rng.randint(200, 999), _digits(rng, 4)
        return rng.choice([f"({area}) {mid}-{end}", f"{area}-{mid}-{end}", f"+1 {area} {mid} {end}"])
    code = _DIAL.get(country, str(rng.randint(20, 998)))
    if country == "GBR":
        return rng.choice([f"+44 7{_digits(rng, 3)} {_digits(rng, 6)}", f"07{_digits(rng, 3)} {_digits(rng, 6)}"])
    groups = " ".join(_digits(rng, n) for n in rng.choice([(2, 3, 2, 2), (3, 3, 4), (2, 4, 4), (4, 4)]))
    return rng.choice([f"+{code} {groups}", f"+{code} {groups}", f"00{code} {groups}"])


# --------------------------------------------------------------------------- jobs

@dataclass(frozen=True)
class Job:
    occupation: str
    employer: str | None
    source_of_funds: str
    is_pep: bool
    monthly_base: int     # typical gross monthly income in USD


_EMPLOYED = [("Software Engineer", 8500), ("Registered Nurse", 5200), ("Secondary School Teacher", 4300),
             ("Accountant", 5600), ("Civil Engineer", 6400), ("Marketing Manager", 7800), ("Pharmacist", 7000),
             ("Airline Pilot", 11000), ("Logistics Coordinator", 3900), ("Data Analyst", 6100),
             ("Physician", 14000), ("Sales Representative", 4800), ("Project Manager", 8200),
             ("Chief Financial Officer", 21000), ("Research Scientist", 7300), ("Lawyer", 12500),
             ("Operations Director", 13500), ("Graphic Designer", 4200), ("Electrician", 4600),
             ("Investment Analyst", 10500), ("University Lecturer", 6200), ("HR Business Partner", 6000)]
_EMPLOYER_WORDS = ["Hospital", "University", "School District", "Consulting", "Logistics", "Software",
                   "Engineering", "Pharmaceuticals", "Airlines", "Insurance", "Energy", "Retail Group"]
_PEP_JOBS = [("Member of Parliament", "Parliament"), ("Deputy Minister of Finance", "Ministry of Finance"),
             ("Mayor", "City Council"), ("Ambassador", "Ministry of Foreign Affairs"),
             ("Judge of the Supreme Court", "Supreme Court"), ("Member of the Central Bank Board", "Central Bank")]


def employer_name(rng: random.Random, country: str) -> str:
    r = rng.random()
    city = address(rng, country).city
    if r < 0.45:
        return company(rng, country).name
    if r < 0.7:
        return f"{city} {rng.choice(_EMPLOYER_WORDS)}"
    if r < 0.85:
        return rng.choice([f"University of {city}", f"{city} General Hospital", f"City of {city}",
                           f"{city} Public Schools", f"Port of {city}"])
    return rng.choice(["Siemens", "Nestlé", "Deloitte", "Accenture", "Maersk", "IKEA", "Unilever",
                       "Toyota", "Tata Consultancy Services", "Emirates", "Airbus", "Philips"]) \
        + rng.choice(["", " " + rng.choice(_SUFFIX.get(country, ["Ltd."]))])


def job(rng: random.Random, country: str, age: int) -> Job:
    """An occupation with employer (None when none), source of funds and PEP flag."""
    r = rng.random()
    if age >= 66 and r < 0.7:
        occ = rng.choice(["Retired", "Retired", "Retired teacher", "Retired engineer", "Pensioner"])
        return Job(occ, None, "pension", rng.random() < 0.03, rng.randint(1800, 5200))
    if r < 0.06:
        title, body = rng.choice(_PEP_JOBS)
        return Job(title, body, "employment", True, rng.randint(7000, 16000))
    if r < 0.20:
        occ = rng.choice(["Self-employed architect", "Restaurant owner", "Freelance translator",
                          "Self-employed consultant", "Dentist (own practice)", "Photographer (self-employed)",
                          "Farmer", "Shop owner"])
        return Job(occ, None, "business", False, rng.randint(3500, 15000))
    if r < 0.27:
        owner = company(rng, country).name
        return Job(rng.choice(["Managing Director", "Founder and CEO", "Director"]), owner,
                   "business", False, rng.randint(9000, 30000))
    if r < 0.32:
        return Job(rng.choice(["Private investor", "Investor"]), None, "investments", False, rng.randint(8000, 40000))
    if r < 0.35 and age < 30:
        return Job("Student", None, rng.choice(["other", "inheritance"]), False, rng.randint(600, 1500))
    if r < 0.37:
        return Job("Homemaker", None, "other", False, rng.randint(0, 2000))
    occ, base = rng.choice(_EMPLOYED)
    source = "employment" if rng.random() < 0.9 else rng.choice(["inheritance", "investments", "other"])
    return Job(occ, employer_name(rng, country), source, rng.random() < 0.02, int(base * rng.uniform(0.7, 1.5)))


# --------------------------------------------------------------------------- trade

PORTS: list[tuple[str, str]] = [
    ("SHANGHAI", "CHN"), ("NINGBO", "CHN"), ("SHENZHEN", "CHN"), ("QINGDAO", "CHN"), ("XIAMEN", "CHN"),
    ("BUSAN", "KOR"), ("SINGAPORE", "SGP"), ("PORT KLANG", "MYS"), ("JEBEL ALI", "ARE"), ("NHAVA SHEVA", "IND"),
    ("CHENNAI", "IND"), ("CHITTAGONG", "BGD"), ("HO CHI MINH CITY", "VNM"), ("LAEM CHABANG", "THA"),
    ("TANJUNG PRIOK", "IDN"), ("ROTTERDAM", "NLD"), ("ANTWERP", "BEL"), ("HAMBURG", "DEU"),
    ("BREMERHAVEN", "DEU"), ("FELIXSTOWE", "GBR"), ("SOUTHAMPTON", "GBR"), ("LE HAVRE", "FRA"),
    ("VALENCIA", "ESP"), ("ALGECIRAS", "ESP"), ("GENOA", "ITA"), ("PIRAEUS", "GRC"), ("GOTHENBURG", "SWE"),
    ("GDANSK", "POL"), ("NEW YORK", "USA"), ("LOS ANGELES", "USA"), ("LONG BEACH", "USA"), ("HOUSTON", "USA"),
    ("SAVANNAH", "USA"), ("SANTOS", "BRA"), ("BUENOS AIRES", "ARG"), ("VERACRUZ", "MEX"), ("DURBAN", "ZAF"),
    ("MOMBASA", "KEN"), ("APAPA, LAGOS", "NGA"), ("TEMA", "GHA"), ("ALEXANDRIA", "EGY"), ("MERSIN", "TUR"),
    ("YOKOHAMA", "JPN"), ("KAOHSIUNG", "TWN"), ("HONG KONG", "HKG"), ("DAMMAM", "SAU"), ("CALLAO", "PER"),
]

_PRODUCTS = {
    "Steel": ["HOT ROLLED STEEL COILS GRADE SS400", "STAINLESS STEEL KITCHEN SINKS MODEL KS-450", "GALVANIZED STEEL PIPES"],
    "Textiles": ["100 PCT COTTON WOVEN FABRIC 150 CM WIDTH", "POLYESTER YARN 150D/48F", "LINEN BED SHEETS"],
    "Electronics": ["LED TELEVISION SETS 55 INCH", "LITHIUM-ION BATTERY PACKS 48V", "PRINTED CIRCUIT BOARD ASSEMBLIES"],
    "Machinery": ["CNC VERTICAL MACHINING CENTRES", "INDUSTRIAL AIR COMPRESSORS", "PACKAGING MACHINES MODEL PX-200"],
    "Agro": ["YELLOW CORN, CROP 2024", "SOYBEAN MEAL 46 PCT PROTEIN", "WHITE SUGAR ICUMSA 45"],
    "Foods": ["CANNED TUNA IN OIL 185G", "FROZEN SHRIMP 21/25", "EXTRA VIRGIN OLIVE OIL 1L BOTTLES"],
    "Coffee": ["GREEN ARABICA COFFEE BEANS GRADE 2", "ROASTED COFFEE BEANS IN 1 KG BAGS"],
    "Rice": ["THAI HOM MALI RICE 100 PCT GRADE A", "LONG GRAIN WHITE RICE 5 PCT BROKEN"],
    "Chemicals": ["CAUSTIC SODA FLAKES 99 PCT", "POLYPROPYLENE HOMOPOLYMER RESIN"],
    "Pharma": ["PARACETAMOL 500MG TABLETS", "DISPOSABLE SYRINGES 5ML"],
    "Furniture": ["SOLID OAK DINING TABLES", "OFFICE SWIVEL CHAIRS MODEL OC-77"],
    "Auto Parts": ["BRAKE PADS FOR PASSENGER CARS", "ALLOY WHEELS 17 INCH"],
    "Solar": ["MONOCRYSTALLINE SOLAR PANELS 550W", "SOLAR INVERTERS 10KW"],
    "Medical Devices": ["PATIENT MONITORS MODEL PM-12", "NITRILE EXAMINATION GLOVES"],
    "Garments": ["MEN'S DENIM JEANS", "KNITTED COTTON T-SHIRTS"],
    "Timber": ["SAWN PINE TIMBER KD 16 PCT", "BIRCH PLYWOOD 18MM"],
    "Fertilizers": ["UREA 46 PCT NITROGEN GRANULAR", "NPK FERTILIZER 15-15-15"],
}
INCOTERMS = ["FOB", "CIF", "CFR", "FCA", "CIP", "DAP", "EXW", "CPT"]


def goods_lines(rng: random.Random, trade: str, port: str, when: dt.date) -> list[str]:
    """Tag 45A content as lines (upper case, at most 65 characters each)."""
    product = rng.choice(_PRODUCTS.get(trade) or rng.choice(list(_PRODUCTS.values())))
    qty = rng.choice([f"{rng.randint(2, 900) * 10:,}".replace(",", " ") + " UNITS", f"{rng.randint(1, 400)} METRIC TONS",
                      f"{rng.randint(2, 60)} X 40FT CONTAINERS", f"{rng.randint(5, 900) * 100:,} PCS",
                      f"{rng.randint(1, 90) * 1000:,} KGS"])
    lines = [f"{qty} OF {product}"]
    if rng.random() < 0.7:
        lines.append(f"AS PER PROFORMA INVOICE NO. {rng.choice(['PI', 'PINV', 'SC'])}-{when.year}-{rng.randint(10, 999)}"
                     f" DATED {when.strftime('%d %b %Y').upper() if rng.random() < 0.5 else when.strftime('%y%m%d')}")
    if rng.random() < 0.5:
        lines.append(rng.choice(["PACKED IN EXPORT SEAWORTHY CARTONS", "ORIGIN: " + rng.choice(["CHINA", "INDIA", "GERMANY", "VIETNAM", "TURKEY", "BRAZIL"]),
                                 "QUALITY AS PER SALES CONTRACT", f"UNIT PRICE USD {rng.randint(2, 900)}.{rng.randint(0, 99):02d} PER UNIT"]))
    lines.append(f"{rng.choice(INCOTERMS)} {port} INCOTERMS {rng.choice(['2010', '2020', '2020'])}")
    return [ln[:65] for ln in lines]


def documents_required(rng: random.Random, n: int, *, issuing_bank: str, applicant: str, standby: bool) -> list[str]:
    """``n`` distinct tag-46A items, upper case, without the leading '+'."""
    if standby:
        pool = [f"BENEFICIARY'S SIGNED STATEMENT CERTIFYING THAT {applicant.upper()} HAS FAILED TO PAY THE AMOUNT DUE UNDER THE CONTRACT",
                "COPY OF THE UNPAID COMMERCIAL INVOICE(S)", "COPY OF THE BENEFICIARY'S WRITTEN DEMAND FOR PAYMENT SENT TO THE APPLICANT",
                "ORIGINAL OF THIS STANDBY LETTER OF CREDIT", "BENEFICIARY'S DRAFT AT SIGHT DRAWN ON THE ISSUING BANK",
                "COPY OF THE SUPPLY CONTRACT", "STATEMENT THAT THE AMOUNT DRAWN REPRESENTS FUNDS DUE AND UNPAID",
                "COPY OF THE BILL OF LADING OR AIR WAYBILL EVIDENCING DELIVERY"]
    else:
        pool = [f"SIGNED COMMERCIAL INVOICE IN {rng.randint(2, 5)} ORIGINALS AND {rng.randint(1, 4)} COPIES INDICATING THE CREDIT NUMBER",
                f"FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {issuing_bank.upper()} MARKED FREIGHT {rng.choice(['PREPAID', 'COLLECT'])} AND NOTIFY APPLICANT",
                f"PACKING LIST IN {rng.randint(2, 4)} COPIES", "CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE",
                "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE ENDORSED IN BLANK FOR 110 PCT OF THE CIF VALUE COVERING INSTITUTE CARGO CLAUSES (A)",
                f"BENEFICIARY'S CERTIFICATE CERTIFYING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN {rng.randint(3, 7)} DAYS AFTER SHIPMENT",
                "INSPECTION CERTIFICATE ISSUED BY SGS OR BUREAU VERITAS", "WEIGHT CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR",
                "PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY", "FUMIGATION CERTIFICATE",
                "QUALITY CERTIFICATE ISSUED BY THE MANUFACTURER", "SHIPPING ADVICE SENT TO THE APPLICANT BY EMAIL WITHIN 3 DAYS AFTER SHIPMENT",
                f"AIR WAYBILL CONSIGNED TO {issuing_bank.upper()} NOTIFY APPLICANT", "ANALYSIS CERTIFICATE ISSUED BY THE SHIPPER",
                "CERTIFICATE OF HEALTH ISSUED BY THE COMPETENT AUTHORITY"]
    first = pool[:1]
    rest = rng.sample(pool[1:], min(n - 1, len(pool) - 1)) if n > 1 else []
    return (first + rest)[:n]


# Units of each currency per US dollar (rough, for plausible magnitudes only).
PER_USD = {
    "USD": 1, "EUR": 0.92, "GBP": 0.79, "SEK": 10.5, "NOK": 10.6, "DKK": 6.9, "CHF": 0.88, "SGD": 1.34,
    "HKD": 7.8, "CNY": 7.2, "JPY": 150, "KRW": 1330, "INR": 83, "AED": 3.67, "SAR": 3.75, "BRL": 5.0,
    "MXN": 17, "CAD": 1.36, "AUD": 1.52, "NZD": 1.65, "ZAR": 18.5, "NGN": 1500, "KES": 130, "PLN": 4.0,
    "TRY": 32, "QAR": 3.64, "EGP": 48, "MAD": 10, "MYR": 4.7, "VND": 25000, "PHP": 56, "THB": 36,
    "IDR": 15800, "ILS": 3.7, "GHS": 14,
}


def round_amount(rng: random.Random, usd: float, currency: str, *, cents: bool = False) -> float:
    """``usd`` converted to ``currency`` and rounded the way people state such amounts."""
    x = usd * PER_USD.get(currency, 1)
    if cents and currency not in ("JPY", "KRW", "VND", "IDR"):
        return round(x, 2)
    step = 10 ** max(0, len(str(int(x))) - 3)
    return float(round(x / step) * step)
